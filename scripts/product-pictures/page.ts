/**
 * Runs inside headless Chromium (served with its types stripped): builds the scene for one shot with the
 * shared container model and returns the frame as a PNG data URL.
 */
import { Group, NeutralToneMapping, PCFShadowMap, PerspectiveCamera, PMREMGenerator, WebGLRenderer } from "three";
import { RoomEnvironment } from "three/addons/environments/RoomEnvironment.js";
import { buildContainer } from "../../app/components/builder/model/container.ts";
import type { ContainerParams } from "../../app/components/builder/model/params.ts";
import { type ShotView, buildStage, placeCamera } from "../../app/components/builder/model/stage.ts";

export type Placement = { params: Partial<ContainerParams>; x?: number; z?: number; rotationY?: number };
export type Shot = { boxes: Placement[]; view: ShotView; sunAzimuthDeg: number; width: number; height: number };

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
  const subject = new Group();
  for (const b of shot.boxes) {
    const box = buildContainer(b.params);
    box.position.set(b.x ?? 0, 0, b.z ?? 0);
    box.rotation.y = b.rotationY ?? 0;
    subject.add(box);
  }
  const { scene } = buildStage(subject, { sunAzimuthDeg: shot.sunAzimuthDeg });
  scene.environment = environment;
  scene.environmentIntensity = 0.55;
  const camera = new PerspectiveCamera(28, shot.width / shot.height, 0.1, 1000);
  placeCamera(camera, subject, shot.view);
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
