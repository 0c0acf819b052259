import { Group } from "three";
import type { BuilderOptionDto, Design, Wall } from "../../../../contract/builder";
import { bottomOf } from "../editor/design-state";
import { airConditioner, personnelDoor, vent, windowUnit } from "../model/fittings";
import type { ContainerMaterials } from "../model/materials";
import { box } from "../model/shapes";

export const INCH = 0.0254;
type Size = { length: number; width: number; height: number };

/** A roll-up door or folding side doors: a framed panel with horizontal slats or vertical leaves. */
function doorPanel(m: ContainerMaterials, w: number, h: number, slats: boolean): Group {
  const g = new Group();
  g.add(box(w + 0.12, 0.08, 0.08, m.trim, 0, h / 2 + 0.04, 0.03));
  g.add(box(0.06, h, 0.08, m.trim, -w / 2 - 0.03, 0, 0.03), box(0.06, h, 0.08, m.trim, w / 2 + 0.03, 0, 0.03));
  g.add(box(w, h, 0.03, slats ? m.frameWhite : m.steelDoor, 0, 0, 0.02));
  if (slats) for (let y = -h / 2 + 0.08; y < h / 2; y += 0.08) g.add(box(w, 0.012, 0.04, m.grille, 0, y, 0.04));
  else for (let i = 1; i < 4; i++) g.add(box(0.02, h, 0.05, m.trim, -w / 2 + (w * i) / 4, 0, 0.04));
  return g;
}

function fitting(o: BuilderOptionDto, m: ContainerMaterials): Group {
  const w = (o.widthIn ?? 0) * INCH;
  const h = (o.heightIn ?? 0) * INCH;
  if (o.code === "personnel-door") return personnelDoor(m);
  if (o.code === "window" || o.code === "window-barred") return windowUnit(m, w, h, o.code === "window-barred");
  if (o.code === "ac-unit") return airConditioner(m);
  if (o.code === "vent") return vent(m, w, h);
  return doorPanel(m, w, h, o.code === "rollup-door");
}

/** Scene position of a point `xIn` along a wall (inches from its left corner seen from outside) and the wall's turn. */
export function wallFrame(wall: Wall, xIn: number, s: Size) {
  const along = xIn * INCH;
  if (wall === "left") return { x: -s.length / 2 + along, z: s.width / 2 - 0.005, rotation: 0 };
  if (wall === "right") return { x: s.length / 2 - along, z: -s.width / 2 + 0.005, rotation: Math.PI };
  return { x: -s.length / 2 + 0.005, z: -s.width / 2 + along, rotation: -Math.PI / 2 };
}

/** The inverse: inches along the wall for a scene point (dragging). */
export function inchesAlong(wall: Wall, point: { x: number; z: number }, s: Size) {
  if (wall === "left") return (point.x + s.length / 2) / INCH;
  if (wall === "right") return (s.length / 2 - point.x) / INCH;
  return (point.z + s.width / 2) / INCH;
}

/** Every opening of the design as model parts on its wall; each part's userData.key names its modification. */
export function buildFittings(design: Design, options: BuilderOptionDto[], m: ContainerMaterials, s: Size): Group {
  const root = new Group();
  const byCode = new Map(options.map((o) => [o.code, o]));
  const wallHeightIn = design.base.highCube ? 114 : 102;
  for (const mod of design.modifications) {
    const o = byCode.get(mod.code);
    if (!o || o.placement !== "wall" || !mod.wall || mod.x === undefined) continue;
    const part = fitting(o, m);
    const f = wallFrame(mod.wall, mod.x, s);
    const h = o.heightIn ?? 0;
    part.position.set(f.x, (bottomOf(mod.code, h, wallHeightIn) + h / 2) * INCH, f.z);
    part.rotation.y = f.rotation;
    part.traverse((c) => {
      c.userData.key = mod.key;
      c.castShadow = true;
    });
    root.add(part);
  }
  return root;
}
