import { Group } from "three";
import type { ContainerMaterials } from "./materials.ts";
import { box, rod } from "./shapes.ts";

/**
 * Things fitted into a wall, each built facing +z with its centre at the origin, so a caller (the picture
 * renderer or the builder's drag handles) places them with one position and one y-rotation.
 */

/** A 36 × 24 in sliding window: white frame, two glass panes, optional security bars. */
export function windowUnit(m: ContainerMaterials, width = 0.914, height = 0.61, bars = true): Group {
  const g = new Group();
  g.name = "window";
  const f = 0.05;
  g.add(box(width + 2 * f, f, 0.09, m.frameWhite, 0, height / 2 + f / 2, 0.02));
  g.add(box(width + 2 * f, f, 0.09, m.frameWhite, 0, -height / 2 - f / 2, 0.02));
  g.add(box(f, height, 0.09, m.frameWhite, -width / 2 - f / 2, 0, 0.02));
  g.add(box(f, height, 0.09, m.frameWhite, width / 2 + f / 2, 0, 0.02));
  g.add(box(0.03, height, 0.05, m.frameWhite, 0, 0, 0.03));
  // Dark recess behind the glass: the room inside is unlit, which is what real windows look like by day.
  g.add(box(width, height, 0.01, m.underside, 0, 0, -0.01));
  g.add(box(width, height, 0.006, m.glass, 0, 0, 0.025, "window-glass"));
  g.add(box(width + 0.16, 0.04, 0.12, m.frameWhite, 0, -height / 2 - f - 0.02, 0.04));
  if (bars) {
    const n = 6;
    for (let i = 1; i < n; i++) g.add(rod(0.011, height + 0.06, m.bar, -width / 2 + (width * i) / n, 0, 0.1, "security-bar"));
    for (const y of [-height / 2 + 0.02, height / 2 - 0.02]) g.add(box(width + 0.04, 0.025, 0.02, m.bar, 0, y, 0.1));
  }
  return g;
}

/** A 36 in steel personnel door in its frame, with a lever lockset and a deadbolt. */
export function personnelDoor(m: ContainerMaterials): Group {
  const g = new Group();
  g.name = "personnel-door";
  const w = 0.914;
  const h = 2.03;
  const f = 0.06;
  g.add(box(w + 2 * f, f, 0.1, m.trim, 0, h / 2 + f / 2, 0.02));
  g.add(box(f, h, 0.1, m.trim, -w / 2 - f / 2, 0, 0.02));
  g.add(box(f, h, 0.1, m.trim, w / 2 + f / 2, 0, 0.02));
  g.add(box(w, h, 0.045, m.steelDoor, 0, 0, 0.02, "personnel-door-leaf"));
  // Pressed panels on the leaf catch the light like a real insulated steel door.
  for (const y of [0.45, -0.45]) g.add(box(w - 0.25, 0.7, 0.008, m.steelDoor, 0, y, 0.047));
  g.add(box(0.12, 0.025, 0.03, m.bar, w / 2 - 0.14, -0.05, 0.07, "door-handle"));
  g.add(box(0.05, 0.1, 0.02, m.bar, w / 2 - 0.1, -0.05, 0.05));
  g.add(rod(0.022, 0.02, m.bar, w / 2 - 0.1, 0.12, 0.05).rotateX(Math.PI / 2));
  // Door closer arm at the top, and a canopy that keeps rain off the threshold.
  g.add(box(0.3, 0.05, 0.06, m.bar, -w / 4, h / 2 - 0.08, 0.07));
  g.add(box(w + 0.3, 0.03, 0.3, m.trim, 0, h / 2 + f + 0.08, 0.15));
  return g;
}

/** A wall-mounted A/C unit with a grille. */
export function airConditioner(m: ContainerMaterials): Group {
  const g = new Group();
  g.name = "ac-unit";
  g.add(box(0.66, 0.42, 0.3, m.frameWhite, 0, 0, 0.15));
  for (let i = 0; i < 7; i++) g.add(box(0.5, 0.018, 0.02, m.grille, 0, -0.15 + i * 0.05, 0.305));
  g.add(box(0.7, 0.03, 0.36, m.bar, 0, -0.24, 0.17));
  return g;
}

/** A louvred vent as fitted near the top rail (two per side on most boxes, more on hazmat stores). */
export function vent(m: ContainerMaterials, width = 0.18, height = 0.09): Group {
  const g = new Group();
  g.name = "vent";
  g.add(box(width, height, 0.03, m.trim, 0, 0, 0.01));
  for (let i = 0; i < 3; i++) g.add(box(width - 0.03, 0.012, 0.02, m.grille, 0, -height / 3 + (i * height) / 3, 0.03));
  return g;
}

/** A hazard placard: a red-bordered white diamond, the shape drivers and inspectors look for. */
export function placard(m: ContainerMaterials, size = 0.27): Group {
  const g = new Group();
  g.name = "placard";
  const outer = box(size, size, 0.004, m.placardRed, 0, 0, 0.002);
  const inner = box(size * 0.82, size * 0.82, 0.004, m.placardWhite, 0, 0, 0.005);
  const mark = box(size * 0.3, size * 0.3, 0.004, m.placardRed, 0, 0, 0.008);
  for (const part of [outer, inner, mark]) part.rotation.z = Math.PI / 4;
  g.add(outer, inner, mark);
  return g;
}
