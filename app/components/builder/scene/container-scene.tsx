import { Canvas, type ThreeEvent, useThree } from "@react-three/fiber";
import { useEffect, useMemo, useRef, useState } from "react";
import type { PerspectiveCamera } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { BuilderOptionDto, Design, Wall } from "../../../../contract/builder";
import type { EditorAction } from "../editor/design-state";
import { buildContainer } from "../model/container";
import { containerMaterials } from "../model/materials";
import { normalizeParams, outerSize } from "../model/params";
import { buildStage, placeCamera, type ShotView } from "../model/stage";
import { buildFittings, inchesAlong } from "./fittings";

export type CameraView = "perspective" | "front" | "side" | "top";
const VIEWS: Record<CameraView, ShotView> = {
  perspective: { azimuthDeg: -40, elevationDeg: 18, fill: 0.75 },
  front: { azimuthDeg: 0, elevationDeg: 4, fill: 0.85 },
  side: { azimuthDeg: -90, elevationDeg: 4, fill: 0.6 },
  top: { azimuthDeg: 0, elevationDeg: 89, fill: 0.8 },
};

type Props = {
  design: Design;
  options: BuilderOptionDto[];
  view: CameraView;
  dispatch?: (a: EditorAction) => void;
  onCanvas?: (canvas: HTMLCanvasElement) => void;
};

/** The live 3-D container (this module and three.js load only on /builder, see routes/builder.tsx). */
export default function ContainerScene(props: Props) {
  return (
    // "demand": a frame only when something changed (a prop, the orbit): software WebGL and phones stay responsive.
    <Canvas frameloop="demand" shadows dpr={[1, 1.5]} camera={{ fov: 35, near: 0.1, far: 600 }} gl={{ preserveDrawingBuffer: true, antialias: true }} onCreated={({ gl }) => props.onCanvas?.(gl.domElement)}>
      <Stage {...props} />
    </Canvas>
  );
}

function Stage({ design, options, view, dispatch }: Props) {
  const { camera, gl, invalidate } = useThree();
  const controls = useRef<OrbitControls | null>(null);
  const [dragging, setDragging] = useState<{ key: string; wall: Wall } | null>(null);
  const paint = design.modifications.find((m) => m.code === "paint")?.color;
  const endDoors = design.modifications.some((m) => m.code === "end-double-doors");
  const params = useMemo(
    () => normalizeParams({ lengthFt: design.base.lengthFt, highCube: design.base.highCube, kind: endDoors ? "double-door" : "standard", color: paint ?? "#b91c1c", wear: design.base.condition === "used" ? 0.45 : 0, seed: 7 }),
    [design.base.lengthFt, design.base.highCube, design.base.condition, endDoors, paint],
  );
  const size = useMemo(() => outerSize(params), [params]);
  const container = useMemo(() => {
    const c = buildContainer(params);
    c.traverse((o) => (o.castShadow = o.receiveShadow = true));
    return c;
  }, [params]);
  const stage = useMemo(() => buildStage(container), [container]);
  const materials = useMemo(() => containerMaterials(params), [params]);
  const fittings = useMemo(() => buildFittings(design, options, materials, size), [design, options, materials, size]);

  useEffect(() => {
    const c = new OrbitControls(camera, gl.domElement);
    c.enableDamping = false;
    c.maxPolarAngle = Math.PI / 2 - 0.02;
    c.minDistance = 3;
    c.maxDistance = 60;
    c.addEventListener("change", () => invalidate());
    controls.current = c;
    return () => c.dispose();
  }, [camera, gl, invalidate]);

  useEffect(() => {
    placeCamera(camera as PerspectiveCamera, container, VIEWS[view]);
    controls.current?.target.set(0, size.height / 2, 0);
    controls.current?.update();
    invalidate();
  }, [view, container, camera, size.height, invalidate]);

  const start = (e: ThreeEvent<PointerEvent>) => {
    const key = e.object.userData.key as string | undefined;
    const mod = design.modifications.find((m) => m.key === key);
    if (!dispatch || !mod?.wall) return;
    e.stopPropagation();
    dispatch({ type: "select", key: mod.key });
    setDragging({ key: mod.key, wall: mod.wall });
    if (controls.current) controls.current.enabled = false;
  };
  const stop = () => {
    setDragging(null);
    if (controls.current) controls.current.enabled = true;
  };
  const move = (e: ThreeEvent<PointerEvent>) => dragging && dispatch?.({ type: "move", key: dragging.key, x: inchesAlong(dragging.wall, e.point, size) });

  return (
    <>
      <primitive object={stage.scene} />
      <primitive object={fittings} onPointerDown={start} />
      {dragging && (
        // An invisible sheet in the wall's plane catches the pointer while an opening slides along it.
        <mesh
          position={dragging.wall === "back" ? [-size.length / 2, size.height / 2, 0] : [0, size.height / 2, (dragging.wall === "left" ? 1 : -1) * size.width / 2]}
          rotation={[0, dragging.wall === "back" ? Math.PI / 2 : 0, 0]}
          onPointerMove={move}
          onPointerUp={stop}
          onPointerLeave={stop}
        >
          <planeGeometry args={[200, 200]} />
          <meshBasicMaterial transparent opacity={0} depthWrite={false} side={2} />
        </mesh>
      )}
    </>
  );
}
