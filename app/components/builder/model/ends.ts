import { CylinderGeometry, Group, Mesh } from "three";
import type { ContainerMaterials } from "./materials.ts";
import { FRAME } from "./frame.ts";
import { type Corrugation, SIDE_PROFILE, box, corrugatedSheet } from "./shapes.ts";

type Size = { length: number; width: number; height: number };

/**
 * The closed (front) end: a corrugated end wall between the corner posts with its top and bottom rails.
 * Built facing -x at x = -length/2.
 */
export function frontWall(s: Size, m: ContainerMaterials, profile: Corrugation = SIDE_PROFILE, bottom: number = FRAME.bottomRail): Group {
  const g = new Group();
  g.name = "front-wall";
  const { casting: c, post } = FRAME;
  const rise = s.height - bottom - FRAME.topRail;
  const sheet = corrugatedSheet(s.width - 2 * post.z + 0.02, rise, profile, m.paint);
  sheet.rotation.y = -Math.PI / 2;
  sheet.position.set(-s.length / 2 + 0.025, bottom, 0);
  g.add(sheet);
  g.add(box(0.08, FRAME.topRail, s.width - 2 * c.z, m.trim, -s.length / 2 + 0.04, s.height - FRAME.topRail / 2, 0, "front-top-rail"));
  g.add(box(0.08, bottom - 0.012, s.width - 2 * c.z, m.trim, -s.length / 2 + 0.04, 0.012 + (bottom - 0.012) / 2, 0, "front-bottom-rail"));
  return g;
}

/**
 * A reefer's machinery end at x = -length/2: the refrigeration unit set into the end frame, with the
 * condenser fan behind its round grille, service panels, the control box and the fresh-air vent.
 */
export function machineryEnd(s: Size, m: ContainerMaterials): Group {
  const g = new Group();
  g.name = "machinery-end";
  const { casting: c } = FRAME;
  const x = -s.length / 2;
  const inner = s.width - 2 * c.z;
  const h = s.height - FRAME.bottomRail - FRAME.topRail;
  const y0 = FRAME.bottomRail;
  g.add(box(0.06, h, inner, m.recess, x + 0.12, y0 + h / 2, 0));
  // Upper part flush with the frame: evaporator access panels.
  const upper = h * 0.36;
  for (const z of [-inner / 4, inner / 4]) {
    g.add(box(0.03, upper - 0.06, inner / 2 - 0.06, m.machinery, x + 0.03, y0 + h - upper / 2, z, "service-panel"));
  }
  // Lower part recessed: the compressor bay behind a frame, the condenser grille and the control box.
  const lower = h - upper;
  g.add(box(0.05, 0.06, inner, m.machinery, x + 0.03, y0 + lower, 0));
  g.add(box(0.2, 0.04, inner, m.machinery, x + 0.1, y0 + 0.02, 0));
  const fanRadius = Math.min(0.34, lower * 0.3);
  const fanZ = inner * 0.18;
  const fanY = y0 + lower * 0.62;
  const ring = new Mesh(new CylinderGeometry(fanRadius + 0.04, fanRadius + 0.04, 0.05, 40), m.machinery);
  ring.rotation.z = Math.PI / 2;
  ring.position.set(x + 0.06, fanY, fanZ);
  ring.castShadow = true;
  g.add(ring);
  const fan = new Mesh(new CylinderGeometry(fanRadius, fanRadius, 0.06, 40), m.grille);
  fan.rotation.z = Math.PI / 2;
  fan.position.set(x + 0.05, fanY, fanZ);
  fan.name = "condenser-fan";
  g.add(fan);
  for (let i = 0; i < 6; i++) {
    const spoke = box(0.01, 2 * fanRadius, 0.02, m.machinery, x + 0.015, fanY, fanZ);
    spoke.rotation.x = (i * Math.PI) / 6;
    g.add(spoke);
  }
  g.add(box(0.1, 0.45, 0.36, m.machinery, x + 0.06, y0 + lower * 0.55, -inner * 0.28, "control-box"));
  g.add(box(0.012, 0.1, 0.16, m.grille, x + 0.005, y0 + lower * 0.6, -inner * 0.28));
  for (let i = 0; i < 6; i++) g.add(box(0.04, 0.02, 0.3, m.grille, x + 0.04, y0 + 0.18 + i * 0.045, -inner * 0.28));
  // Heavy rails at the machinery end: the unit frame carries the corner posts' loads.
  g.add(box(0.08, FRAME.topRail, inner, m.trim, x + 0.04, s.height - FRAME.topRail / 2, 0));
  g.add(box(0.08, FRAME.bottomRail - 0.012, inner, m.trim, x + 0.04, 0.012 + (FRAME.bottomRail - 0.012) / 2, 0));
  return g;
}

/** A flat rack's end wall (both ends): a corrugated panel between strong posts, standing on the deep base. */
export function flatRackEnd(s: Size, m: ContainerMaterials, at: 1 | -1): Group {
  const g = frontWall(s, m, SIDE_PROFILE, 0.42);
  g.name = "flat-rack-end";
  if (at === 1) g.rotation.y = Math.PI;
  return g;
}
