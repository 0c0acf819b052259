/**
 * Runs inside headless Chromium (served with its types stripped): builds the scene for one shot with the
 * shared container model and returns the frame as a PNG data URL.
 */
import { Group, NeutralToneMapping, PCFShadowMap, PerspectiveCamera, PMREMGenerator, type Scene, WebGLRenderer } from "three";
import { RoomEnvironment } from "three/addons/environments/RoomEnvironment.js";
import { buildContainer } from "../../app/components/builder/model/container.ts";
import type { ContainerParams } from "../../app/components/builder/model/params.ts";
import { partScene } from "./part-scene.ts";
import { type ShotView, buildStage, placeCamera } from "../../app/components/builder/model/stage.ts";

export type Placement = { params: Partial<ContainerParams>; x?: number; y?: number; z?: number; rotationY?: number };
/** `part`: a part's scene (part-scene.ts) framed on the part instead of `boxes`. */
export type Shot = { boxes: Placement[]; part?: string; view: ShotView; sunAzimuthDeg: number; width: number; height: number };

const canvas = document.createElement("canvas");
document.body.append(canvas);
const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFShadowMap;
renderer.toneMapping = NeutralToneMapping;
renderer.toneMappingExposure = 1.05;
// Soft studio reflections: without them painted steel under one sun reads as flat plastic.
const environment = new PMREMGenerator(renderer).fromScene(new RoomEnvironment(), 0.04).texture;

/**
 * Draws the frame grid² times, the camera shifted each time by a fraction of a pixel on an even grid, and returns
 * the average as a PNG data URL: grid² samples a pixel for what MSAA does not smooth, the inside of a triangle
 * thinner than a pixel. A pale reefer's 1 cm rib flanks are such slivers seen edge-on: sampled once a pixel (even
 * at 3× the size) each flank's shade comes and goes along its length in dashes, and the dashes of neighbouring
 * ribs line up in moiré arcs (issue 48). grid 1 is one plain render.
 */
function sampled(scene: Scene, camera: PerspectiveCamera, width: number, height: number, grid: number): string {
  if (grid <= 1) {
    renderer.render(scene, camera);
    return canvas.toDataURL("image/png");
  }
  const gl = renderer.getContext();
  const pixels = new Uint8Array(width * height * 4);
  const sum = new Float32Array(width * height * 4);
  for (let i = 0; i < grid; i++) {
    for (let j = 0; j < grid; j++) {
      camera.setViewOffset(width, height, (i + 0.5) / grid - 0.5, (j + 0.5) / grid - 0.5, width, height);
      renderer.render(scene, camera);
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      for (let k = 0; k < sum.length; k++) sum[k] += pixels[k];
    }
  }
  camera.clearViewOffset();
  // WebGL's rows run bottom-up, a canvas's top-down.
  const image = new ImageData(width, height);
  const row = width * 4;
  for (let y = 0; y < height; y++) {
    for (let k = 0; k < row; k++) image.data[y * row + k] = Math.round(sum[(height - 1 - y) * row + k] / (grid * grid));
  }
  const out = document.createElement("canvas");
  [out.width, out.height] = [width, height];
  out.getContext("2d")!.putImageData(image, 0, 0);
  return out.toDataURL("image/png");
}

function renderShot(shot: Shot, grid = 1): string {
  renderer.setPixelRatio(1);
  renderer.setSize(shot.width, shot.height, false);
  const staged = shot.part ? partScene(shot.part) : null;
  const subject = staged?.subject ?? new Group();
  for (const b of staged ? [] : shot.boxes) {
    const box = buildContainer(b.params);
    box.position.set(b.x ?? 0, b.y ?? 0, b.z ?? 0);
    box.rotation.y = b.rotationY ?? 0;
    subject.add(box);
  }
  // A finer shadow map than the live builder's: at 1024 the ribs of a pale wall shadowed each other in dashes.
  const { scene } = buildStage(subject, { sunAzimuthDeg: shot.sunAzimuthDeg, shadowMapSize: 4096 });
  scene.environment = environment;
  scene.environmentIntensity = 0.55;
  const camera = new PerspectiveCamera(28, shot.width / shot.height, 0.1, 1000);
  placeCamera(camera, staged?.focus ?? subject, shot.view);
  const url = sampled(scene, camera, shot.width, shot.height, grid);
  scene.traverse((o) => {
    const mesh = o as { geometry?: { dispose(): void } };
    mesh.geometry?.dispose();
  });
  return url;
}

Object.assign(window, { renderShot, rendererInfo: () => `${renderer.getContext().getParameter(renderer.getContext().VERSION)}, ${renderer.getContext().getParameter(renderer.getContext().SAMPLES)}× MSAA` });
document.title = "ready";
