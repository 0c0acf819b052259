import { Group } from "three";
import type { ContainerMaterials } from "./materials.ts";
import { type ContainerParams, seededRandom } from "./params.ts";
import { SIDE_PROFILE, box } from "./shapes.ts";

type Size = { length: number; width: number; height: number };

/**
 * Rust on a used box, where it really forms: along the bottom rail, in streaks down from the top rail,
 * and on the rails themselves. Patches sit on the corrugation crests (one crest wide) so they never float.
 */
export function rustPatches(p: ContainerParams, s: Size, m: ContainerMaterials, sides: (1 | -1)[]): Group {
  const g = new Group();
  g.name = "rust";
  if (p.wear <= 0.05) return g;
  const random = seededRandom(p.seed * 7919 + 17);
  const { pitch, crest } = SIDE_PROFILE;
  const start = -(s.length / 2 - 0.12);
  const crests = Math.floor((s.length - 0.24) / pitch);
  const count = Math.round(p.wear * crests * 0.9);
  for (const side of sides) {
    const z = side * (s.width / 2 - 0.012 + 0.003);
    for (let i = 0; i < count; i++) {
      const k = 1 + Math.floor(random() * (crests - 1));
      const material = m.rust[Math.floor(random() * m.rust.length)];
      const low = random() < 0.6;
      const h = low ? 0.05 + random() * 0.3 * p.wear : 0.2 + random() * 0.9 * p.wear;
      const y = low ? 0.17 + h / 2 : s.height - 0.1 - h / 2;
      g.add(box(crest * (0.5 + random() * 0.5), h, 0.003, material, start + k * pitch, y, z));
    }
    for (let i = 0; i < count / 3; i++) {
      const w = 0.1 + random() * 0.6;
      const x = -s.length / 2 + 0.2 + random() * (s.length - 0.4);
      g.add(box(w, 0.03 + random() * 0.08, 0.003, m.rust[i % m.rust.length], x, 0.06 + random() * 0.06, side * (s.width / 2 + 0.002)));
    }
  }
  return g;
}
