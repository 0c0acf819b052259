import { Group } from "three";
import { FRAME } from "./frame.ts";
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
  const count = Math.round(p.wear * crests * 1.4);
  for (const side of sides) {
    const z = side * (s.width / 2 - 0.012 + 0.003);
    for (let i = 0; i < count; i++) {
      const k = 1 + Math.floor(random() * (crests - 1));
      const material = m.rust[Math.floor(random() * m.rust.length)];
      if (random() < 0.55) {
        // A blotch creeping up from the bottom rail over a few neighbouring crests, ragged at the top.
        const run = 1 + Math.floor(random() * 4);
        for (let j = 0; j < run && k + j < crests; j++) {
          const h = 0.03 + random() * 0.22 * p.wear;
          g.add(box(crest, h, 0.003, material, start + (k + j) * pitch, FRAME.bottomRail + h / 2, z));
        }
      } else {
        // A thin streak washed down from the top rail.
        const h = 0.12 + random() * 0.6 * p.wear;
        g.add(box(0.012 + random() * 0.02, h, 0.003, material, start + k * pitch + (random() - 0.5) * crest * 0.6, s.height - 0.1 - h / 2, z));
      }
    }
    for (let i = 0; i < count / 3; i++) {
      const w = 0.1 + random() * 0.6;
      const x = -s.length / 2 + 0.2 + random() * (s.length - 0.4);
      g.add(box(w, 0.03 + random() * 0.08, 0.003, m.rust[i % m.rust.length], x, 0.06 + random() * 0.06, side * (s.width / 2 + 0.002)));
    }
  }
  return g;
}
