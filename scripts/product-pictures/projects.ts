import { FOOT } from "../../app/components/builder/model/params.ts";
import type { Placement, Shot } from "./page.ts";

/**
 * The /gallery case studies (app/components/site/info/projects.ts) as scenes of the same container model the
 * product pictures use (issue 48: "Real projects" showed flat drawings). Each key names its assets
 * `app/components/site/assets/project-<key>-<width>.webp`.
 */
const WIDTH = 8 * FOOT;
const HEIGHT = 8.5 * FOOT;
const GAP = 0.6;

const scenes: Record<string, { boxes: Placement[]; azimuthDeg: number; elevationDeg: number; sunAzimuthDeg: number }> = {
  // A 40ft ground-level office: windows, a door and the A/C on its side.
  office: { boxes: [{ params: { lengthFt: 40, kind: "office", color: "#1d4ed8", seed: 11 } }], azimuthDeg: 24, elevationDeg: 8, sunAzimuthDeg: -10 },
  // A 20ft reefer seen from its machinery end.
  reefer: { boxes: [{ params: { lengthFt: 20, kind: "reefer", color: "#e5e7eb", seed: 12 } }], azimuthDeg: -132, elevationDeg: 9, sunAzimuthDeg: -170 },
  // Three 40ft high cubes joined side by side into one workshop.
  workshop: {
    boxes: [-1, 0, 1].map((i) => ({ params: { lengthFt: 40, highCube: true, color: "#7c2d12", seed: 13 + i }, z: i * WIDTH })),
    azimuthDeg: 52, elevationDeg: 11, sunAzimuthDeg: 14,
  },
  // A 20ft hazmat unit with its placards.
  hazmat: { boxes: [{ params: { lengthFt: 20, kind: "hazmat", color: "#facc15", seed: 14 } }], azimuthDeg: 40, elevationDeg: 9, sunAzimuthDeg: 0 },
  // A 20ft double-door box opened up as a coffee bar.
  popup: { boxes: [{ params: { lengthFt: 20, kind: "double-door", color: "#b91c1c", doorsOpen: 1, seed: 15 } }], azimuthDeg: 62, elevationDeg: 7, sunAzimuthDeg: 20 },
  // A lockable yard: two forties side by side with a twenty stacked on one, used paint.
  site: {
    boxes: [
      { params: { lengthFt: 40, color: "#475569", wear: 0.35, seed: 16 }, z: -(WIDTH + GAP) / 2 },
      { params: { lengthFt: 40, color: "#0f766e", wear: 0.3, seed: 17 }, z: (WIDTH + GAP) / 2 },
      { params: { lengthFt: 20, color: "#1e3a8a", wear: 0.25, seed: 18 }, x: 3.05, y: HEIGHT, z: (WIDTH + GAP) / 2 },
    ],
    azimuthDeg: 50, elevationDeg: 12, sunAzimuthDeg: 8,
  },
};

export const PROJECT_KEYS = Object.keys(scenes);

export function projectShot(key: string, width: number, height: number): Shot {
  const s = scenes[key];
  return { boxes: s.boxes, view: { azimuthDeg: s.azimuthDeg, elevationDeg: s.elevationDeg, fill: 0.84 }, sunAzimuthDeg: s.sunAzimuthDeg, width, height };
}
