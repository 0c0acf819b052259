import type { ContainerKind, ContainerParams } from "../../app/components/builder/model/params.ts";
import type { SeedProduct } from "../../db/seed/catalog-data.ts";
import { type PictureView, productViews } from "../../db/seed/pictures.ts";
import type { Placement, Shot } from "./page.ts";

/** What each container product of the demo catalog looks like, read from its SKU, name and first size. */
export function productModel(p: SeedProduct): ContainerParams {
  const sku = p.sku;
  const lengthFt = Number.parseInt(p.dimensions[0]?.sizeFt ?? p.picture.label, 10) || 20;
  const highCube = /high cube/i.test(p.name) || p.dimensions.some((d) => /high cube/i.test(d.dimension)) || /HC$/.test(sku);
  const kind: ContainerKind =
    p.picture.kind === "office" ? "office"
    : p.picture.kind === "reefer" ? "reefer"
    : p.picture.kind === "hazmat" ? "hazmat"
    : /-(DD|TN)/.test(sku) ? "double-door"
    : /-OS/.test(sku) ? "open-side"
    : /-OT/.test(sku) ? "open-top"
    : /-FR/.test(sku) ? "flat-rack"
    : "standard";
  // Rentals are cargo-worthy boxes that have travelled; everything sold new is fresh paint.
  const wear = p.categories.includes("rent") && kind === "standard" ? 0.45 : kind === "reefer" && /used/i.test(p.name) ? 0.35 : 0;
  return { lengthFt, highCube, kind, color: p.picture.color, wear, doorsOpen: 0, seed: hash(sku) % 10_000 };
}

/** FNV-1a: a stable number per SKU, so camera angles differ per product but never between runs. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

const WIDTH = 8 * 0.3048;

/** Conjoined buildings: two or three boxes side by side, or an L of a forty and a twenty. */
function placements(p: SeedProduct, model: ContainerParams): Placement[] {
  if (p.picture.kind !== "conjoined") return [{ params: model }];
  if (p.sku === "BX-CJL") {
    const office = { ...model, kind: "office" as const };
    return [
      { params: { ...office, lengthFt: 40 }, z: 0 },
      { params: { ...office, lengthFt: 20, seed: model.seed + 1 }, x: -6.1 + 3.05 + 1.22, z: -(WIDTH / 2 + 3.05), rotationY: Math.PI / 2 },
    ];
  }
  const count = /3X/.test(p.sku) ? 3 : 2;
  const highCube = count === 3;
  return Array.from({ length: count }, (_, i) => ({ params: { ...model, highCube, seed: model.seed + i }, z: (i - (count - 1) / 2) * WIDTH }));
}

/** One shot per view; angles, sun and (for the multi-size product) the box vary per product. */
export function productShots(p: SeedProduct, width: number, height: number): { view: PictureView; shot: Shot }[] {
  const model = productModel(p);
  const h = hash(p.sku);
  const jitter = (bits: number, range: number) => (((h >>> bits) & 0xff) / 255 - 0.5) * range;
  const base = placements(p, model);
  return productViews(p).map((view) => {
    let boxes = base;
    let azimuthDeg: number;
    let elevationDeg = 9 + jitter(8, 5);
    if (view === "angle") azimuthDeg = 48 + jitter(16, 16);
    else if (view === "side") {
      azimuthDeg = 8 + jitter(24, 10);
      elevationDeg = 6 + jitter(4, 4);
    } else if (view === "end") {
      // The end that tells the kind apart: a reefer's machinery, an office's A/C side, else the open doors.
      const front = model.kind === "reefer" || model.kind === "office" || p.picture.kind === "conjoined";
      azimuthDeg = front ? -128 + jitter(12, 16) : 66 + jitter(12, 12);
      const opens = !front && model.kind !== "flat-rack";
      if (opens) boxes = base.map((b) => ({ ...b, params: { ...b.params, doorsOpen: 0.6 } }));
    } else {
      azimuthDeg = 34 + jitter(20, 14);
      boxes = base.map((b) => ({ ...b, params: { ...b.params, wear: 0.85, color: p.picture.color } }));
    }
    if (p.sku === "BX-MULTI") {
      // The multi-size product shows each of its sizes in turn.
      const size = { angle: { lengthFt: 20, highCube: false }, side: { lengthFt: 40, highCube: false }, end: { lengthFt: 40, highCube: true }, used: { lengthFt: 20, highCube: false } }[view];
      boxes = boxes.map((b) => ({ ...b, params: { ...b.params, ...size } }));
    }
    // Sun from the camera's left and above, so both faces in view are lit and the shadow falls beside the box.
    const sunAzimuthDeg = azimuthDeg - 38 + jitter(0, 20);
    return { view, shot: { boxes, view: { azimuthDeg, elevationDeg, fill: 0.82 }, sunAzimuthDeg, width, height } };
  });
}
