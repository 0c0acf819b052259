import { Box3, type Group, type Object3D, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { buildContainer } from "./container.ts";
import { FOOT } from "./params.ts";

const named = (root: Object3D, name: string) => {
  const found: Object3D[] = [];
  root.traverse((o) => o.name === name && found.push(o));
  return found;
};

/** Extent of the corner castings: the box's true outer size, whatever sticks out (handles, hinges). */
function castingSize(root: Group): Vector3 {
  root.updateMatrixWorld(true);
  const bounds = new Box3();
  for (const c of named(root, "corner-casting")) bounds.expandByObject(c);
  return bounds.getSize(new Vector3());
}

describe("buildContainer", () => {
  it("scales with the length: a 40 ft box is twice a 20 ft one, a 10 ft half", () => {
    const twenty = castingSize(buildContainer({ lengthFt: 20 }));
    const forty = castingSize(buildContainer({ lengthFt: 40 }));
    const ten = castingSize(buildContainer({ lengthFt: 10 }));
    expect(twenty.x).toBeCloseTo(20 * FOOT, 5);
    expect(forty.x).toBeCloseTo(2 * twenty.x, 5);
    expect(ten.x).toBeCloseTo(twenty.x / 2, 5);
    expect(forty.z).toBeCloseTo(8 * FOOT, 5);
  });

  it("a high cube is one foot taller than a standard box", () => {
    const standard = castingSize(buildContainer({ highCube: false }));
    const highCube = castingSize(buildContainer({ highCube: true }));
    expect(standard.y).toBeCloseTo(8.5 * FOOT, 5);
    expect(highCube.y - standard.y).toBeCloseTo(FOOT, 5);
    // High cubes carry the yellow and black corner stripes; standard boxes do not.
    expect(named(buildContainer({ highCube: true }), "high-cube-stripe").length).toBeGreaterThan(0);
    expect(named(buildContainer({ highCube: false }), "high-cube-stripe")).toHaveLength(0);
  });

  it("has the parts that make it read as a container: castings, doors with bars, hinges, corrugated walls", () => {
    const box = buildContainer({ kind: "standard" });
    expect(named(box, "corner-casting")).toHaveLength(8);
    expect(named(box, "cargo-doors")).toHaveLength(1);
    expect(named(box, "locking-bar")).toHaveLength(4);
    expect(named(box, "hinge")).toHaveLength(8);
    expect(named(box, "side-wall")).toHaveLength(2);
    expect(named(box, "roof")).toHaveLength(1);
    expect(named(box, "window")).toHaveLength(0);
  });

  it("an office has windows with glass and a personnel door, more windows when longer", () => {
    expect(named(buildContainer({ kind: "office", lengthFt: 20 }), "window-glass")).toHaveLength(2);
    expect(named(buildContainer({ kind: "office", lengthFt: 40 }), "window-glass")).toHaveLength(4);
    expect(named(buildContainer({ kind: "office", lengthFt: 20 }), "personnel-door")).toHaveLength(1);
  });

  it("each kind changes the box: double doors, open side, open top, flat rack, reefer, hazmat", () => {
    expect(named(buildContainer({ kind: "double-door" }), "cargo-doors")).toHaveLength(2);
    expect(named(buildContainer({ kind: "open-side" }), "side-doors")).toHaveLength(1);
    expect(named(buildContainer({ kind: "open-top" }), "tarp")).toHaveLength(1);
    const rack = buildContainer({ kind: "flat-rack" });
    expect(named(rack, "roof")).toHaveLength(0);
    expect(named(rack, "side-wall")).toHaveLength(0);
    expect(named(rack, "flat-rack-end")).toHaveLength(2);
    const reefer = buildContainer({ kind: "reefer" });
    expect(named(reefer, "machinery-end")).toHaveLength(1);
    expect(named(reefer, "condenser-fan")).toHaveLength(1);
    expect(named(reefer, "front-wall")).toHaveLength(0);
    expect(named(buildContainer({ kind: "hazmat" }), "placard").length).toBeGreaterThanOrEqual(2);
  });

  it("wear adds rust, the same rust for the same seed", () => {
    const rust = (seed: number, wear: number) => named(buildContainer({ wear, seed }), "rust")[0].children.map((c) => c.position.toArray().join());
    expect(rust(1, 0)).toEqual([]);
    expect(rust(1, 0.8).length).toBeGreaterThan(10);
    expect(rust(1, 0.8)).toEqual(rust(1, 0.8));
    expect(rust(2, 0.8)).not.toEqual(rust(1, 0.8));
  });

  it("opening the doors swings the leaves out past the door end", () => {
    const doorEnd = (open: number) => new Box3().setFromObject(named(buildContainer({ doorsOpen: open }), "cargo-doors")[0]).max.x;
    expect(doorEnd(0.33)).toBeGreaterThan(doorEnd(0) + 1);
  });

  it("clamps what it cannot draw instead of failing", () => {
    const box = buildContainer({ lengthFt: Number.NaN, wear: 5 });
    expect(box.userData.params).toMatchObject({ lengthFt: 8, wear: 1 });
  });
});
