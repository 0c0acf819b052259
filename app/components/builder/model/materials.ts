import { Color, DoubleSide, MeshStandardMaterial } from "three";
import type { ContainerParams } from "./params.ts";

/** Every material one container uses, made once per build so meshes share them (fewer GPU programs). */
export type ContainerMaterials = ReturnType<typeof containerMaterials>;

export function containerMaterials(p: ContainerParams) {
  const paint = new Color(p.color);
  // Sun-faded, chalky paint on a used box: towards a lighter grey, a little darker overall.
  if (p.wear > 0) paint.lerp(new Color("#8a8177"), 0.28 * p.wear).multiplyScalar(1 - 0.12 * p.wear);
  const trim = paint.clone().multiplyScalar(0.82);
  const std = (color: Color | string, roughness: number, metalness = 0.15, extra: Partial<MeshStandardMaterial> = {}) =>
    Object.assign(new MeshStandardMaterial({ color, roughness, metalness }), extra);
  const paintRoughness = 0.5 + 0.35 * p.wear;
  return {
    paint: std(paint, paintRoughness, 0.1, { side: DoubleSide }),
    /** Rails, posts and door frames: the same paint a shade darker, so edges read against the panels. */
    trim: std(trim, paintRoughness, 0.25),
    casting: std("#2b2b2b", 0.7, 0.3),
    hole: std("#050505", 1, 0),
    bar: std(p.kind === "reefer" ? "#c7cbd1" : "#3a3d42", 0.35, 0.7),
    hinge: std(trim.clone().multiplyScalar(0.85), 0.6, 0.4),
    rubber: std("#111111", 0.9, 0),
    floor: std("#8a5a35", 0.85, 0),
    underside: std("#1c1c1c", 0.9, 0.1),
    glass: std("#9cc7e0", 0.08, 0.3, { transparent: true, opacity: 0.85 }),
    frameWhite: std("#e8eaec", 0.45, 0.1),
    steelDoor: std("#d5d8dc", 0.5, 0.3),
    machinery: std("#bfc3c8", 0.45, 0.5),
    grille: std("#25282c", 0.6, 0.4),
    recess: std("#6b7077", 0.6, 0.3),
    tarp: std("#1f3a5f", 0.95, 0),
    placardWhite: std("#fafafa", 0.6, 0),
    placardRed: std("#d32f2f", 0.6, 0),
    stripeYellow: std("#f2c200", 0.6, 0),
    stripeBlack: std("#151515", 0.6, 0),
    rust: [std("#3d1f0e", 1, 0), std("#2e1709", 1, 0), std("#4d2913", 1, 0)],
  };
}
