import { Group } from "three";
import { buildDoorEnd, doorLeaf } from "./doors.ts";
import { flatRackEnd, frontWall, machineryEnd } from "./ends.ts";
import { airConditioner, personnelDoor, placard, vent, windowUnit } from "./fittings.ts";
import { FRAME, buildFrame } from "./frame.ts";
import { containerMaterials, type ContainerMaterials } from "./materials.ts";
import { type ContainerParams, normalizeParams, outerSize } from "./params.ts";
import { type Corrugation, DOOR_PROFILE, REEFER_PROFILE, ROOF_PROFILE, SIDE_PROFILE, box, corrugatedSheet } from "./shapes.ts";
import { rustPatches } from "./wear.ts";

type Size = { length: number; width: number; height: number };

/**
 * Builds a shipping container as a THREE.Group from its parameters. Origin at the centre of the footprint on
 * the ground; x runs along the length with the cargo doors at +x, y is up, the +z side is the "show" side
 * (office windows, open-side doors). `userData.size` holds the outer size in metres.
 */
export function buildContainer(input: Partial<ContainerParams>): Group {
  const p = normalizeParams(input);
  const s = outerSize(p);
  const m = containerMaterials(p);
  const root = new Group();
  root.name = `container-${p.lengthFt}ft-${p.kind}`;
  root.userData = { params: p, size: s };
  root.add(buildFrame(p, s, m));
  const profile = p.kind === "reefer" ? REEFER_PROFILE : SIDE_PROFILE;

  if (p.kind === "flat-rack") {
    root.add(flatRackEnd(s, m, -1), flatRackEnd(s, m, 1));
    return root;
  }
  root.add(sideWall(s, m, profile, 1, p.kind === "open-side"));
  root.add(sideWall(s, m, profile, -1, false));
  root.add(p.kind === "open-top" ? tarpRoof(s, m) : roof(s, m));
  root.add(buildDoorEnd(s, m, p.doorsOpen, 1));
  if (p.kind === "double-door") root.add(buildDoorEnd(s, m, p.doorsOpen, -1));
  else if (p.kind === "reefer") root.add(machineryEnd(s, m));
  else root.add(frontWall(s, m, profile));

  if (p.kind === "office") addOfficeFittings(root, p, s, m);
  if (p.kind === "hazmat") addHazmatFittings(root, s, m, p.doorsOpen === 0);
  else if (p.kind !== "reefer") addVents(root, s, m, 2);
  root.add(rustPatches(p, s, m, p.kind === "open-side" ? [-1] : [1, -1]));
  return root;
}

/** A corrugated side wall between the corner posts, or a row of full-height doors on an open-side box. */
function sideWall(s: Size, m: ContainerMaterials, profile: Corrugation, side: 1 | -1, doors: boolean): Group {
  const g = new Group();
  g.name = doors ? "side-doors" : "side-wall";
  const span = s.length - 2 * FRAME.post.x;
  const bottom = FRAME.bottomRail;
  if (!doors) {
    const sheet = corrugatedSheet(span, s.height - bottom - FRAME.topRail, profile, m.paint);
    sheet.position.set(0, bottom, s.width / 2 - 0.012);
    g.add(sheet);
  } else {
    // Open side: a deep header beam and folding leaves (four on a 20 ft box) that open the whole side.
    g.add(box(span, 0.2, 0.1, m.trim, 0, s.height - 0.1, s.width / 2 - 0.05, "side-header"));
    const leaves = Math.max(2, Math.round(s.length / 1.5));
    const width = span / leaves;
    const height = s.height - bottom - 0.22;
    for (let i = 0; i < leaves; i++) {
      const leaf = doorLeaf(width - 0.01, height, m, DOOR_PROFILE, i === leaves - 1);
      // doorLeaf faces +x and reaches to -z; turn it to face +z and reach along +x from its hinge.
      leaf.rotation.y = -Math.PI / 2;
      leaf.position.set(-span / 2 + i * width + 0.005, bottom + 0.01, s.width / 2 - 0.04);
      g.add(leaf);
    }
  }
  if (side === -1) g.rotation.y = Math.PI;
  return g;
}

function roof(s: Size, m: ContainerMaterials): Group {
  const g = new Group();
  g.name = "roof";
  const sheet = corrugatedSheet(s.length - 2 * FRAME.casting.x, s.width - 0.1, ROOF_PROFILE, m.paint);
  sheet.rotation.x = -Math.PI / 2;
  sheet.position.set(0, s.height - 0.012, (s.width - 0.1) / 2);
  g.add(sheet);
  return g;
}

/** Open top: a tarpaulin over removable roof bows, tied down over the top rails. */
function tarpRoof(s: Size, m: ContainerMaterials): Group {
  const g = new Group();
  g.name = "tarp-roof";
  const length = s.length - 2 * FRAME.casting.x;
  g.add(box(length, 0.03, s.width - 0.02, m.tarp, 0, s.height - 0.005, 0, "tarp"));
  for (const side of [1, -1]) g.add(box(length, 0.14, 0.012, m.tarp, 0, s.height - 0.08, side * (s.width / 2 + 0.008)));
  const bows = Math.max(3, Math.round(length / 1.1));
  for (let i = 1; i < bows; i++) g.add(box(0.05, 0.04, s.width - 0.02, m.tarp, -length / 2 + (length * i) / bows, s.height + 0.02, 0));
  return g;
}

function addVents(root: Group, s: Size, m: ContainerMaterials, perSide: number) {
  for (const side of [1, -1] as const) {
    for (let i = 0; i < perSide; i++) {
      const v = vent(m);
      const x = (i === 0 ? -1 : 1) * (s.length / 2 - 0.45);
      v.position.set(x, s.height - FRAME.topRail - 0.09, side * (s.width / 2 - 0.01));
      if (side === -1) v.rotation.y = Math.PI;
      root.add(v);
    }
  }
}

function addHazmatFittings(root: Group, s: Size, m: ContainerMaterials, doorsClosed: boolean) {
  addVents(root, s, m, 2);
  for (const side of [1, -1] as const) {
    const extra = vent(m, 0.3, 0.16);
    extra.position.set(0, 0.5, side * (s.width / 2 - 0.01));
    if (side === -1) extra.rotation.y = Math.PI;
    root.add(extra);
    const sign = placard(m);
    sign.position.set(-s.length / 2 + 0.7, s.height * 0.55, side * (s.width / 2 + 0.002));
    if (side === -1) sign.rotation.y = Math.PI;
    root.add(sign);
  }
  // The door placard hangs on a leaf: with the doors swung open it is out of sight.
  if (!doorsClosed) return;
  const rear = placard(m, 0.3);
  rear.rotation.y = Math.PI / 2;
  rear.position.set(s.length / 2 + 0.08, s.height * 0.62, 0.55);
  root.add(rear);
}

/** Windows, a personnel door and an A/C unit on the +z side, spaced for the box length. */
function addOfficeFittings(root: Group, p: ContainerParams, s: Size, m: ContainerMaterials) {
  const usable = s.length - 1.2;
  const slots = p.lengthFt <= 12 ? ["window", "door"] : p.lengthFt <= 30 ? ["window", "door", "window"] : ["window", "window", "door", "window", "window"];
  const z = s.width / 2 - 0.01;
  slots.forEach((slot, i) => {
    const x = -usable / 2 + (usable * (i + 0.5)) / slots.length;
    const part = slot === "door" ? personnelDoor(m) : windowUnit(m);
    part.position.set(x, slot === "door" ? FRAME.bottomRail + 0.03 + 1.015 : 1.55, z);
    root.add(part);
  });
  const ac = airConditioner(m);
  ac.position.set(s.length / 2 - 0.9, s.height - 0.75, -z);
  ac.rotation.y = Math.PI;
  root.add(ac);
}
