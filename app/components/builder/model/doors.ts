import { Group, Matrix4, Vector3 } from "three";
import type { ContainerMaterials } from "./materials.ts";
import { FRAME } from "./frame.ts";
import { type Corrugation, DOOR_PROFILE, box, corrugatedSheet, rod } from "./shapes.ts";

type Size = { length: number; width: number; height: number };

/**
 * One cargo-door leaf facing +x, hinged at local z = 0 and reaching to z = -width (mirror it for the other
 * hand): framed corrugated panel with horizontal ribs, two locking bars with guides, cams and handles, hinges.
 */
export function doorLeaf(width: number, height: number, m: ContainerMaterials, profile: Corrugation = DOOR_PROFILE, lockBox = false): Group {
  const leaf = new Group();
  leaf.name = "door-leaf";
  const edge = 0.06;
  const sheet = corrugatedSheet(height - 2 * edge, width - 2 * edge, profile, m.paint);
  // Sheet axes: span (x) becomes vertical, rise (y) runs across the leaf, the outward face (z) points to +x.
  sheet.quaternion.setFromRotationMatrix(new Matrix4().makeBasis(new Vector3(0, 1, 0), new Vector3(0, 0, 1), new Vector3(1, 0, 0)));
  sheet.position.set(-0.01, height / 2, -width + edge);
  leaf.add(sheet);
  leaf.add(box(0.05, edge, width, m.trim, -0.02, height - edge / 2, -width / 2));
  leaf.add(box(0.05, edge, width, m.trim, -0.02, edge / 2, -width / 2));
  leaf.add(box(0.05, height, edge, m.trim, -0.02, height / 2, -edge / 2));
  leaf.add(box(0.05, height, edge, m.trim, -0.02, height / 2, -width + edge / 2));
  // Rubber seal along the meeting edge, where the two leaves close against each other.
  leaf.add(box(0.052, height - 0.02, 0.012, m.rubber, -0.02, height / 2, -width + 0.004));
  const bars = [-width * 0.3, -width * 0.8];
  for (const [i, z] of bars.entries()) {
    leaf.add(rod(0.016, height + 0.12, m.bar, 0.055, height / 2, z, "locking-bar"));
    for (const y of [0.22, height * 0.5 + 0.35, height - 0.22]) leaf.add(box(0.05, 0.05, 0.07, m.bar, 0.04, y, z));
    // Cams at both ends of the bar, locked into keepers on the header and sill.
    leaf.add(box(0.05, 0.08, 0.06, m.bar, 0.06, height + 0.02, z));
    leaf.add(box(0.05, 0.08, 0.06, m.bar, 0.06, -0.02, z));
    // Handle: a lever swung flat against the door, towards the leaf's hinge side, held by a retainer.
    const handleY = height * 0.42;
    leaf.add(box(0.03, 0.035, 0.34, m.bar, 0.085, handleY, z + 0.17, "door-handle"));
    leaf.add(box(0.045, 0.07, 0.05, m.bar, 0.065, handleY, z + 0.32 + (i ? 0 : 0)));
  }
  if (lockBox) leaf.add(box(0.12, 0.22, 0.16, m.trim, 0.07, height * 0.42, (bars[0] + bars[1]) / 2, "lock-box"));
  for (const y of [0.12, 0.37, 0.63, 0.88].map((f) => f * height)) {
    leaf.add(box(0.012, 0.07, 0.16, m.hinge, 0.035, y, -0.07, "hinge"));
    leaf.add(rod(0.024, 0.09, m.hinge, 0.045, y, 0.005));
  }
  return leaf;
}

/**
 * The door end at x = +length/2 (or its mirror with `at = -1`): header, sill, keepers and two leaves.
 * `open` 0..1 swings the leaves out to 270 degrees, flat against the side walls.
 */
export function buildDoorEnd(s: Size, m: ContainerMaterials, open: number, at: 1 | -1 = 1): Group {
  const end = new Group();
  end.name = "cargo-doors";
  const hz = s.width / 2;
  const { casting: c } = FRAME;
  end.add(box(0.1, FRAME.header, s.width - 2 * c.z, m.trim, -0.05, s.height - FRAME.header / 2 - 0.01, 0, "door-header"));
  end.add(box(0.1, FRAME.sill, s.width - 2 * c.z, m.trim, -0.05, FRAME.sill / 2 + 0.012, 0, "door-sill"));
  const leafHeight = s.height - FRAME.header - FRAME.sill - 0.03;
  const hingeZ = hz - 0.035;
  const leafWidth = hingeZ - 0.005;
  for (const side of [1, -1] as const) {
    const leaf = doorLeaf(leafWidth, leafHeight, m, DOOR_PROFILE, side === -1);
    const pivot = new Group();
    pivot.position.set(0.005, FRAME.sill + 0.015, side * hingeZ);
    if (side === -1) leaf.scale.z = -1;
    pivot.add(leaf);
    pivot.rotation.y = -side * open * 1.5 * Math.PI;
    end.add(pivot);
  }
  end.position.x = at * s.length / 2;
  if (at === -1) end.rotation.y = Math.PI;
  return end;
}
