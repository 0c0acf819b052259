import { BoxGeometry, CylinderGeometry, ExtrudeGeometry, type Material, Mesh, Shape } from "three";

/** A box mesh centred at (x, y, z) that casts and receives shadows. */
export function box(w: number, h: number, d: number, material: Material, x = 0, y = 0, z = 0, name = ""): Mesh {
  const mesh = new Mesh(new BoxGeometry(w, h, d), material);
  mesh.position.set(x, y, z);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  if (name) mesh.name = name;
  return mesh;
}

/** A vertical round bar (locking bar, hinge pin, security bar) centred at (x, y, z). */
export function rod(radius: number, height: number, material: Material, x = 0, y = 0, z = 0, name = ""): Mesh {
  const mesh = new Mesh(new CylinderGeometry(radius, radius, height, 12), material);
  mesh.position.set(x, y, z);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  if (name) mesh.name = name;
  return mesh;
}

export type Corrugation = { pitch: number; depth: number; thickness: number; crest: number; valley: number };

/** ISO side-wall profile: trapezoids about 278 mm apart and 36 mm deep. */
export const SIDE_PROFILE: Corrugation = { pitch: 0.278, depth: 0.036, thickness: 0.004, crest: 0.072, valley: 0.068 };
export const ROOF_PROFILE: Corrugation = { pitch: 0.21, depth: 0.02, thickness: 0.004, crest: 0.08, valley: 0.08 };
export const DOOR_PROFILE: Corrugation = { pitch: 0.42, depth: 0.035, thickness: 0.004, crest: 0.14, valley: 0.14 };
export const REEFER_PROFILE: Corrugation = { pitch: 0.1, depth: 0.008, thickness: 0.004, crest: 0.04, valley: 0.04 };

/**
 * A corrugated steel sheet `span` wide (x, centred) and `rise` high (y from 0), crests at z = 0 and valleys
 * at z = -depth; the ribs run along y. Flat facets (no smoothing) so the sun picks out every rib.
 */
export function corrugatedSheet(span: number, rise: number, c: Corrugation, material: Material): Mesh {
  const { pitch, depth, thickness, crest, valley } = c;
  const slope = (pitch - crest - valley) / 2;
  const front: [number, number][] = [];
  const start = -span / 2;
  // Start and end half way along a crest so both edges meet posts flat.
  front.push([start, 0]);
  for (let x = start + crest / 2; x < span / 2; x += pitch) {
    const pts: [number, number][] = [[x, 0], [x + slope, depth], [x + slope + valley, depth], [x + 2 * slope + valley, 0]];
    for (const [px, py] of pts) if (px < span / 2) front.push([px, py]);
  }
  const last = front[front.length - 1];
  front.push([span / 2, last[1]]);
  const shape = new Shape();
  shape.moveTo(front[0][0], front[0][1]);
  for (const [px, py] of front.slice(1)) shape.lineTo(px, py);
  for (const [px, py] of [...front].reverse()) shape.lineTo(px, py + thickness);
  shape.closePath();
  const geometry = new ExtrudeGeometry(shape, { depth: rise, bevelEnabled: false, curveSegments: 1 });
  // Extrusion runs along z; turn it so the ribs stand up (y) and the profile's depth points to -z.
  geometry.rotateX(-Math.PI / 2);
  const mesh = new Mesh(geometry, material);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}
