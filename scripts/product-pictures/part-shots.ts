import type { Shot } from "./page.ts";

/** Where the camera stands for each part's picture (the scene itself is built in the browser: part-scene.ts). */
const VIEWS: Record<string, { azimuthDeg: number; elevationDeg: number; sunAzimuthDeg: number; fill?: number }> = {
  "BX-P-LOCKBOX": { azimuthDeg: 62, elevationDeg: 6, sunAzimuthDeg: 30 },
  "BX-P-ROLLUP": { azimuthDeg: 18, elevationDeg: 6, sunAzimuthDeg: -20 },
  "BX-P-PDOOR": { azimuthDeg: 22, elevationDeg: 5, sunAzimuthDeg: -15 },
  "BX-P-WINDOW": { azimuthDeg: 20, elevationDeg: 4, sunAzimuthDeg: -20 },
  "BX-P-VENTS": { azimuthDeg: 18, elevationDeg: -4, sunAzimuthDeg: -20 },
  "BX-P-AC": { azimuthDeg: 28, elevationDeg: 4, sunAzimuthDeg: -15 },
  "BX-P-INSUL": { azimuthDeg: 88, elevationDeg: 4, sunAzimuthDeg: 110, fill: 0.9 },
  "BX-P-ANCHOR": { azimuthDeg: 60, elevationDeg: 18, sunAzimuthDeg: 20 },
  "BX-P-SHELF": { azimuthDeg: 30, elevationDeg: 8, sunAzimuthDeg: -10 },
  "BX-P-RAMP": { azimuthDeg: 58, elevationDeg: 12, sunAzimuthDeg: 30 },
  "BX-P-TWIST": { azimuthDeg: 35, elevationDeg: 32, sunAzimuthDeg: 0 },
  "BX-P-ELEC": { azimuthDeg: 22, elevationDeg: 4, sunAzimuthDeg: -20 },
};

export const PART_SKUS = Object.keys(VIEWS);

export function partShot(sku: string, width: number, height: number): Shot {
  const v = VIEWS[sku];
  return { boxes: [], part: sku, view: { azimuthDeg: v.azimuthDeg, elevationDeg: v.elevationDeg, fill: v.fill ?? 0.8 }, sunAzimuthDeg: v.sunAzimuthDeg, width, height };
}
