import {
  BackSide,
  Box3,
  BufferAttribute,
  Color,
  DirectionalLight,
  Fog,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  type Object3D,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  SphereGeometry,
  Vector3,
} from "three";

/**
 * The outdoor set the container stands in: a yard floor that takes its shadow, a sky dome, sun and sky light,
 * and a camera framed on the container from a named angle. Shared by the picture renderer and the builder.
 */
export type ShotView = {
  /** 0 = square on to the +z side, 90 = square on to the door end (+x), negative towards the front end. */
  azimuthDeg: number;
  elevationDeg: number;
  /** Share of the frame the container fills (0..1). */
  fill?: number;
};

export type StageOptions = {
  sunAzimuthDeg?: number;
  sky?: string;
  ground?: string;
  /** Texels of the sun's shadow map a side: the builder's 1024 is enough live; the picture renderer asks for more. */
  shadowMapSize?: number;
};

function skyDome(top: Color, horizon: Color): Mesh {
  const geometry = new SphereGeometry(400, 32, 16);
  const pos = geometry.getAttribute("position");
  const colors = new Float32Array(pos.count * 3);
  const c = new Color();
  for (let i = 0; i < pos.count; i++) {
    const t = Math.max(0, pos.getY(i) / 400);
    c.copy(horizon).lerp(top, Math.pow(t, 0.6)).toArray(colors, i * 3);
  }
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
  return new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide, fog: false, depthWrite: false }));
}

export function buildStage(subject: Object3D, opts: StageOptions = {}) {
  const scene = new Scene();
  const horizon = new Color("#e9eef2");
  scene.add(skyDome(new Color(opts.sky ?? "#8fb4d9"), horizon));
  scene.fog = new Fog(horizon, 60, 220);
  const ground = new Mesh(new PlaneGeometry(600, 600), new MeshStandardMaterial({ color: opts.ground ?? "#a8a297", roughness: 0.95, metalness: 0 }));
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  ground.name = "ground";
  scene.add(ground);
  scene.add(new HemisphereLight("#dbe7f5", "#8a8172", 1.4));
  const box = new Box3().setFromObject(subject);
  const size = box.getSize(new Vector3());
  const reach = Math.max(size.x, size.z) * 0.75 + 2;
  const sun = new DirectionalLight("#fff4e2", 2.6);
  const az = ((opts.sunAzimuthDeg ?? 35) * Math.PI) / 180;
  sun.position.set(Math.sin(az) * 30, 26, Math.cos(az) * 30);
  sun.castShadow = true;
  sun.shadow.mapSize.set(opts.shadowMapSize ?? 1024, opts.shadowMapSize ?? 1024);
  sun.shadow.camera.left = -reach;
  sun.shadow.camera.right = reach;
  sun.shadow.camera.top = reach;
  sun.shadow.camera.bottom = -reach;
  sun.shadow.camera.near = 1;
  sun.shadow.camera.far = 120;
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.02;
  sun.shadow.radius = 3;
  scene.add(sun, sun.target);
  scene.add(subject);
  return { scene, sun };
}

/**
 * Points the camera at the subject from the view's angle and moves it until the subject's bounding box fills
 * `fill` of the frame, centred, whatever the box's length.
 */
export function placeCamera(camera: PerspectiveCamera, subject: Object3D, view: ShotView) {
  const bounds = new Box3().setFromObject(subject);
  const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => new Vector3(i & 1 ? bounds.max.x : bounds.min.x, i & 2 ? bounds.max.y : bounds.min.y, i & 4 ? bounds.max.z : bounds.min.z));
  const az = (view.azimuthDeg * Math.PI) / 180;
  const el = (view.elevationDeg * Math.PI) / 180;
  const direction = new Vector3(Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el));
  const target = bounds.getCenter(new Vector3());
  const fill = view.fill ?? 0.8;
  let distance = bounds.getSize(new Vector3()).length() * 1.5;
  const right = new Vector3();
  const up = new Vector3();
  for (let i = 0; i < 12; i++) {
    camera.position.copy(target).addScaledVector(direction, distance);
    camera.lookAt(target);
    camera.updateMatrixWorld();
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const c of corners) {
      const p = c.clone().project(camera);
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
    // Re-centre in the image plane, then scale the distance by how much too big or small the subject is.
    right.setFromMatrixColumn(camera.matrixWorld, 0);
    up.setFromMatrixColumn(camera.matrixWorld, 1);
    const tanY = Math.tan((camera.fov * Math.PI) / 360) * distance;
    target.addScaledVector(right, ((minX + maxX) / 2) * tanY * camera.aspect).addScaledVector(up, ((minY + maxY) / 2) * tanY);
    const extent = Math.max((maxX - minX) / 2, (maxY - minY) / 2);
    distance *= 0.35 + 0.65 * (extent / fill);
  }
  camera.position.copy(target).addScaledVector(direction, distance);
  camera.lookAt(target);
  camera.updateMatrixWorld();
}
