import { Group } from "three";
import type { ContainerMaterials } from "./materials.ts";
import type { ContainerParams } from "./params.ts";
import { box } from "./shapes.ts";

/** Sizes of the steel frame members (metres), close to an ISO 1AA/1CC box so proportions read right. */
export const FRAME = {
  casting: { x: 0.178, y: 0.118, z: 0.162 },
  post: { x: 0.12, z: 0.14 },
  bottomRail: 0.165,
  topRail: 0.09,
  header: 0.22,
  sill: 0.2,
} as const;

type Size = { length: number; width: number; height: number };

/** One ISO corner casting with its three oval apertures (side, end, top or bottom). */
function casting(m: ContainerMaterials, x: number, y: number, z: number, top: boolean): Group {
  const g = new Group();
  const { casting: c } = FRAME;
  g.add(box(c.x, c.y, c.z, m.casting, 0, 0, 0, "corner-casting"));
  const sx = Math.sign(x) || 1;
  const sz = Math.sign(z) || 1;
  g.add(box(0.07, 0.05, 0.004, m.hole, 0, 0, sz * (c.z / 2 + 0.001)));
  g.add(box(0.004, 0.05, 0.06, m.hole, sx * (c.x / 2 + 0.001), 0, 0));
  g.add(box(0.1, 0.004, 0.05, m.hole, 0, (top ? 1 : -1) * (c.y / 2 + 0.001), 0));
  g.position.set(x, y, z);
  return g;
}

/**
 * Corner posts, castings, side rails, end rails, floor and underside. `openEnds` leaves out the end rails
 * where doors or a machinery end draw their own (header and sill come with them).
 */
export function buildFrame(p: ContainerParams, s: Size, m: ContainerMaterials): Group {
  const g = new Group();
  g.name = "frame";
  const { casting: c, post } = FRAME;
  const hx = s.length / 2;
  const hz = s.width / 2;
  const flat = p.kind === "flat-rack";
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      g.add(casting(m, sx * (hx - c.x / 2), c.y / 2, sz * (hz - c.z / 2), false));
      g.add(casting(m, sx * (hx - c.x / 2), s.height - c.y / 2, sz * (hz - c.z / 2), true));
      const postHeight = s.height - 2 * c.y;
      g.add(box(post.x, postHeight, post.z, m.trim, sx * (hx - post.x / 2 - 0.01), s.height / 2, sz * (hz - post.z / 2), "corner-post"));
    }
  }
  const railLength = s.length - 2 * c.x;
  // A flat rack's base is a deep beam; a box's bottom rail is a 165 mm channel.
  const bottom = flat ? 0.42 : FRAME.bottomRail;
  for (const sz of [-1, 1]) {
    g.add(box(railLength, bottom - 0.012, 0.05, m.trim, 0, 0.012 + (bottom - 0.012) / 2, sz * (hz - 0.025), "bottom-rail"));
    if (!flat) g.add(box(railLength, FRAME.topRail, 0.07, m.trim, 0, s.height - FRAME.topRail / 2, sz * (hz - 0.035), "top-rail"));
  }
  // Floor (marine plywood) on cross members; the underside is dark so no ground shows through the rails.
  g.add(box(s.length - 0.12, 0.03, s.width - 0.1, m.floor, 0, bottom - 0.015, 0, "floor"));
  g.add(box(s.length - 0.4, bottom - 0.05, s.width - 0.14, m.underside, 0, (bottom - 0.02) / 2 + 0.01, 0));
  if (p.lengthFt <= 24 && p.lengthFt >= 16 && !flat) addForkliftPockets(g, s, m);
  if (flat) addLashingRings(g, s, m);
  if (p.highCube) addHighCubeStripes(g, s, m);
  return g;
}

/** Forklift pockets: two openings through the bottom rails of a 20 ft box, 2,050 mm apart. */
function addForkliftPockets(g: Group, s: Size, m: ContainerMaterials) {
  for (const x of [-1.025, 1.025]) {
    for (const sz of [-1, 1]) {
      g.add(box(0.36, 0.1, 0.01, m.hole, x, 0.075, sz * (s.width / 2 + 0.002), "forklift-pocket"));
      g.add(box(0.4, 0.012, 0.012, m.trim, x, 0.132, sz * (s.width / 2 + 0.004)));
    }
  }
}

function addLashingRings(g: Group, s: Size, m: ContainerMaterials) {
  const count = Math.max(4, Math.round(s.length / 1.2));
  for (let i = 1; i < count; i++) {
    const x = -s.length / 2 + (s.length * i) / count;
    for (const sz of [-1, 1]) g.add(box(0.08, 0.06, 0.03, m.bar, x, 0.42 - 0.05, sz * (s.width / 2 + 0.012)));
  }
}

/** Yellow and black warning stripes at the top of the corner posts: how yards spot a high cube. */
function addHighCubeStripes(g: Group, s: Size, m: ContainerMaterials) {
  const { casting: c } = FRAME;
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      for (let i = 0; i < 6; i++) {
        const y = s.height - c.y - 0.05 - i * 0.06;
        g.add(box(0.006, 0.06, 0.1, i % 2 ? m.stripeBlack : m.stripeYellow, sx * (s.length / 2 - 0.007), y, sz * (s.width / 2 - 0.07), "high-cube-stripe"));
      }
    }
  }
}
