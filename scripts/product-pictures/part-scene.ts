/**
 * Runs inside headless Chromium with page.ts: each part of the demo catalog (BX-P-*) as it looks in use, built from
 * the container model's own fittings where it has them (window, personnel door, A/C, vents, lock box) and from a
 * few plain shapes where it does not (shelving, ramp, twist locks, panel, foam, anchors). `focus` is the box the
 * camera frames: the part, not the whole container (issue 48: every part showed one clip-art drawing).
 */
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshStandardMaterial, type Object3D, Vector3 } from "three";
import { buildContainer } from "../../app/components/builder/model/container.ts";
import { airConditioner, personnelDoor, vent, windowUnit } from "../../app/components/builder/model/fittings.ts";
import { containerMaterials } from "../../app/components/builder/model/materials.ts";
import { DEFAULT_PARAMS, type ContainerParams, outerSize } from "../../app/components/builder/model/params.ts";
import { box, rod } from "../../app/components/builder/model/shapes.ts";

const BOX: ContainerParams = { ...DEFAULT_PARAMS, lengthFt: 20, color: "#1e4e79", seed: 7 };
const S = outerSize(BOX);
const steel = (color: string, roughness = 0.45, metalness = 0.6) => new MeshStandardMaterial({ color, roughness, metalness });

/** An invisible box the camera frames, centred at (x, y, z). */
function focusBox(w: number, h: number, d: number, x: number, y: number, z: number): Object3D {
  const m = new Mesh(new BoxGeometry(w, h, d));
  m.position.set(x, y, z);
  m.updateMatrixWorld();
  return m;
}

/** A fitting on the container's show side (+z), centred `x` along and `y` up. */
function onSide(g: Group, part: Object3D, x: number, y: number) {
  part.position.set(x, y, S.width / 2 + 0.005);
  part.traverse((c) => (c.castShadow = true));
  g.add(part);
}

function withBox(params: Partial<ContainerParams> = {}) {
  const g = new Group();
  const container = buildContainer({ ...BOX, ...params });
  g.add(container);
  return { g, container, m: containerMaterials({ ...BOX, ...params }) };
}

/** A steel strap from `a` to `b`: a thin box turned along the line. */
function strap(a: Vector3, b: Vector3, material: MeshStandardMaterial): Mesh {
  const mesh = new Mesh(new BoxGeometry(0.05, 0.005, a.distanceTo(b)), material);
  mesh.position.copy(a).add(b).multiplyScalar(0.5);
  mesh.lookAt(b);
  mesh.castShadow = true;
  return mesh;
}

const scenes: Record<string, () => { subject: Group; focus: Object3D }> = {
  "BX-P-LOCKBOX": () => {
    const { g, container } = withBox();
    container.updateMatrixWorld();
    const at = new Vector3();
    container.traverse((o) => {
      if (o.name !== "lock-box") return;
      (o as Mesh).material = steel("#f97316", 0.5, 0.3);
      o.getWorldPosition(at);
    });
    return { subject: g, focus: focusBox(0.3, 0.9, 1.1, at.x, at.y, at.z) };
  },
  "BX-P-ROLLUP": () => {
    const { g, m } = withBox({ lengthFt: 40 });
    const door = new Group();
    const [w, h] = [8 * 0.3048, 7 * 0.3048];
    door.add(box(w + 0.12, 0.08, 0.08, m.trim, 0, h / 2 + 0.04, 0.03), box(0.06, h, 0.08, m.trim, -w / 2 - 0.03, 0, 0.03), box(0.06, h, 0.08, m.trim, w / 2 + 0.03, 0, 0.03));
    door.add(box(w, h, 0.03, steel("#cbd5e1", 0.5, 0.5), 0, 0, 0.02));
    for (let y = -h / 2 + 0.08; y < h / 2; y += 0.08) door.add(box(w, 0.012, 0.04, m.grille, 0, y, 0.04));
    onSide(g, door, 0, h / 2 + 0.17);
    return { subject: g, focus: focusBox(w + 0.8, h + 0.5, 0.2, 0, h / 2 + 0.2, S.width / 2) };
  },
  "BX-P-PDOOR": () => {
    const { g, m } = withBox();
    onSide(g, personnelDoor(m), 0.6, 1.015 + 0.17);
    return { subject: g, focus: focusBox(1.6, 2.5, 0.3, 0.6, 1.25, S.width / 2) };
  },
  "BX-P-WINDOW": () => {
    const { g, m } = withBox();
    onSide(g, windowUnit(m), 0, 1.45);
    return { subject: g, focus: focusBox(1.5, 1.1, 0.2, 0, 1.45, S.width / 2) };
  },
  "BX-P-VENTS": () => {
    const { g, m } = withBox();
    for (const x of [-0.35, 0.35]) onSide(g, vent(m), x, S.height - 0.3);
    return { subject: g, focus: focusBox(1.3, 0.55, 0.1, 0, S.height - 0.3, S.width / 2) };
  },
  "BX-P-AC": () => {
    const { g, m } = withBox();
    onSide(g, airConditioner(m), 0.8, 1.7);
    return { subject: g, focus: focusBox(1.3, 1.0, 0.4, 0.8, 1.7, S.width / 2) };
  },
  "BX-P-INSUL": () => {
    // Looking into the open doors: the walls and ceiling under a pale, bumpy coat of closed-cell foam.
    const { g } = withBox({ doorsOpen: 1 });
    const foam = new MeshStandardMaterial({ color: "#f3dc8a", roughness: 1, metalness: 0 });
    const [L, W, H] = [S.length - 0.4, S.width - 0.2, S.height - 0.45];
    for (const z of [-1, 1]) g.add(box(L, H, 0.08, foam, 0, 0.3 + H / 2, z * (W / 2 - 0.04)));
    g.add(box(L, 0.08, W, foam, 0, 0.3 + H - 0.04, 0), box(0.08, H, W, foam, -L / 2, 0.3 + H / 2, 0));
    for (let i = 0; i < 60; i++) g.add(box(0.25, 0.18, 0.03, foam, -L / 2 + ((i * 0.37) % L), 0.4 + ((i * 0.53) % (H - 0.2)), (i % 2 ? 1 : -1) * (W / 2 - 0.09)));
    return { subject: g, focus: focusBox(0.5, S.height, S.width + 0.2, S.length / 2, S.height / 2, 0) };
  },
  "BX-P-ANCHOR": () => {
    const { g } = withBox();
    const yellow = steel("#f2c200", 0.6, 0.1);
    const dark = steel("#3f3f46", 0.5, 0.6);
    for (const z of [-1, 1]) {
      const corner = new Vector3(S.length / 2 - 0.09, 0.06, z * (S.width / 2 - 0.08));
      const anchor = new Vector3(S.length / 2 + 0.9, 0.03, z * (S.width / 2 + 0.5));
      g.add(strap(corner, anchor, yellow));
      g.add(rod(0.06, 0.06, dark, anchor.x, 0.03, anchor.z), rod(0.02, 0.4, dark, anchor.x, 0.2, anchor.z));
    }
    return { subject: g, focus: focusBox(1.6, 1.0, S.width + 1.4, S.length / 2 + 0.5, 0.4, 0) };
  },
  "BX-P-SHELF": () => {
    const g = new Group();
    const grey = steel("#9ca3af", 0.45, 0.55);
    const [w, d, h] = [1.2, 0.45, 1.8];
    for (const x of [-w / 2, w / 2]) for (const z of [-d / 2, d / 2]) g.add(box(0.035, h, 0.035, grey, x, h / 2, z));
    for (let i = 0; i < 5; i++) g.add(box(w + 0.04, 0.025, d + 0.04, grey, 0, 0.1 + i * 0.42, 0));
    const carton = new MeshStandardMaterial({ color: "#b08150", roughness: 0.9, metalness: 0 });
    g.add(box(0.4, 0.3, 0.35, carton, -0.3, 0.28, 0), box(0.35, 0.25, 0.3, carton, 0.3, 1.11, 0));
    return { subject: g, focus: focusBox(w + 0.2, h + 0.1, d, 0, h / 2, 0) };
  },
  "BX-P-RAMP": () => {
    const { g } = withBox({ doorsOpen: 1 });
    const plate = steel("#525252", 0.55, 0.6);
    const ramp = new Group();
    const [len, w, rise] = [1.8, 2.0, 0.3];
    const deck = box(len, 0.04, w, plate, 0, 0, 0);
    deck.rotation.z = Math.atan2(rise, len) * -1;
    ramp.add(deck);
    for (let i = 1; i < 9; i++) ramp.add(box(0.03, 0.02, w, plate, -len / 2 + i * 0.2, 0.03 - (i * 0.2 - len / 2) * (rise / len), 0).rotateZ(-Math.atan2(rise, len)));
    ramp.position.set(S.length / 2 + len / 2, rise / 2, 0);
    g.add(ramp);
    return { subject: g, focus: focusBox(len + 0.6, 1.2, w + 0.4, S.length / 2 + len / 2, 0.5, 0) };
  },
  "BX-P-TWIST": () => {
    const g = new Group();
    const zinc = steel("#a1a1aa", 0.35, 0.8);
    for (let i = 0; i < 4; i++) {
      const lock = new Group();
      lock.add(box(0.16, 0.03, 0.1, zinc, 0, 0.05, 0));
      const cone = new Mesh(new CylinderGeometry(0.02, 0.045, 0.08, 16), zinc);
      cone.position.y = 0.105;
      const shank = new Mesh(new CylinderGeometry(0.045, 0.02, 0.06, 16), zinc);
      shank.position.y = 0.005;
      lock.add(cone, shank, rod(0.008, 0.14, steel("#27272a"), 0.1, 0.05, 0).rotateZ(Math.PI / 2));
      lock.traverse((c) => (c.castShadow = true));
      lock.position.set((i % 2) * 0.32 - 0.16, 0, Math.floor(i / 2) * 0.3 - 0.15);
      lock.rotation.y = i * 0.7;
      g.add(lock);
    }
    return { subject: g, focus: focusBox(0.7, 0.2, 0.6, 0, 0.08, 0) };
  },
  "BX-P-ELEC": () => {
    const { g, m } = withBox();
    const panel = new Group();
    const grey = steel("#d4d4d8", 0.5, 0.3);
    panel.add(box(0.42, 0.62, 0.1, grey, 0, 0, 0.05));
    panel.add(box(0.36, 0.54, 0.01, steel("#27272a", 0.6, 0.2), 0, 0, 0.101));
    for (let r = 0; r < 6; r++) for (const x of [-0.07, 0.07]) panel.add(box(0.1, 0.05, 0.03, steel("#f4f4f5", 0.4, 0.1), x, 0.2 - r * 0.08, 0.115));
    panel.add(box(0.03, 0.7, 0.03, m.bar, 0.3, -0.55, 0.03));
    onSide(g, panel, 0.4, 1.5);
    const outlet = new Group();
    outlet.add(box(0.12, 0.16, 0.06, grey, 0, 0, 0.03), box(0.07, 0.1, 0.01, steel("#fafafa", 0.5, 0), 0, 0, 0.062));
    onSide(g, outlet, 1.0, 0.9);
    const light = new Group();
    light.add(box(0.6, 0.06, 0.08, grey, 0, 0, 0.04), box(0.56, 0.02, 0.02, new MeshStandardMaterial({ color: "#fffbe6", emissive: "#fff3c4", emissiveIntensity: 0.8 }), 0, -0.03, 0.07));
    onSide(g, light, 0.6, S.height - 0.35);
    return { subject: g, focus: focusBox(1.4, 2.0, 0.3, 0.65, 1.4, S.width / 2) };
  },
};

export function partScene(sku: string) {
  const scene = scenes[sku];
  if (!scene) throw new Error(`no part scene for ${sku}`);
  return scene();
}
