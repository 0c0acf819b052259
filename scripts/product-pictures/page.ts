/**
 * Runs inside headless Chromium (served with its types stripped): builds the scene for one shot with the
 * shared container model and returns the frame as a PNG data URL.
 */
import { Group, NeutralToneMapping, PCFShadowMap, PerspectiveCamera, PMREMGenerator, WebGLRenderer } from "three";
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

function renderShot(shot: Shot): string {
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
  renderer.render(scene, camera);
  const url = canvas.toDataURL("image/png");
  scene.traverse((o) => {
    const mesh = o as { geometry?: { dispose(): void } };
    mesh.geometry?.dispose();
  });
  return url;
}

Object.assign(window, { renderShot, rendererInfo: () => renderer.getContext().getParameter(renderer.getContext().VERSION) as string });
document.title = "ready";
