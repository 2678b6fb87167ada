import { AdaptiveDpr } from '@react-three/drei';
import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PerspectiveCamera } from 'three';
import type { ExhibitionHang, HungWork } from '@archive/domain/exhibitions/exhibition-hang';
import { HungWorkMesh } from './hung-work-mesh';
import { nearestWorks, type Pose } from './walk-pose';
import { WalkControls } from './walk-controls';
import { WorkTextures, type TextureProgress } from './work-textures';

const WALL = '#f2f0eb';
const FLOOR = '#c9bfb1';
const CEILING = '#f8f7f4';
export const FIELD_OF_VIEW = 60;
/** The work panel's width and margins over a room at least PANEL_BESIDE_MIN_PX wide. */
const PANEL_PX = 340 + 24;
const PANEL_BESIDE_MIN_PX = 768;

/** How far right the view's centre moves when the panel is open (it sits beside, not below). */
function panelShift(width: number): number {
  return width >= PANEL_BESIDE_MIN_PX ? PANEL_PX / 2 : 0;
}
/** How often, while walking, the sharp pictures follow the visitor. */
const SHARPEN_EVERY_MS = 400;

export interface ExhibitionSceneProps {
  hang: ExhibitionHang;
  /** Each work's cover address (the original's; the derivatives are named from it). */
  covers: ReadonlyMap<string, string>;
  focusedId: string | null;
  reducedMotion: boolean;
  /** The focusable frame around the canvas: it takes the walking keys. */
  keyTarget: HTMLElement;
  onChoose: (id: string) => void;
  onLeftWork: () => void;
  onProgress: (progress: TextureProgress) => void;
  onMoved: (pose: Pose) => void;
  onLost: () => void;
}

function Room({ room }: { room: ExhibitionHang['room'] }) {
  const { width, depth, height } = room;
  const walls: { position: [number, number, number]; rotation: number; length: number }[] = [
    { position: [0, height / 2, -depth / 2], rotation: 0, length: width },
    { position: [width / 2, height / 2, 0], rotation: -Math.PI / 2, length: depth },
    { position: [0, height / 2, depth / 2], rotation: Math.PI, length: width },
    { position: [-width / 2, height / 2, 0], rotation: Math.PI / 2, length: depth },
  ];
  return (
    <>
      <mesh rotation-x={-Math.PI / 2}>
        <planeGeometry args={[width, depth]} />
        <meshLambertMaterial color={FLOOR} />
      </mesh>
      <mesh rotation-x={Math.PI / 2} position-y={height}>
        <planeGeometry args={[width, depth]} />
        <meshLambertMaterial color={CEILING} />
      </mesh>
      {walls.map((wall) => (
        <mesh key={wall.rotation} position={wall.position} rotation-y={wall.rotation}>
          <planeGeometry args={[wall.length, height]} />
          <meshLambertMaterial color={WALL} />
        </mesh>
      ))}
    </>
  );
}

/** The textures of this room's works, made once the renderer is there. */
function Works({
  hang,
  covers,
  onChoose,
  onProgress,
  sharpen,
}: Pick<ExhibitionSceneProps, 'hang' | 'covers' | 'onChoose' | 'onProgress'> & {
  sharpen: React.RefObject<((ids: string[]) => void) | null>;
}) {
  const gl = useThree((state) => state.gl);
  const coverKey = [...covers].map(([id, url]) => `${id}=${url}`).join('|');
  // One set of textures per set of covers: a new arrangement keeps them.
  const textures = useMemo(
    () =>
      new WorkTextures(
        gl,
        nearestWorks(hang, hang.entrance.x, hang.entrance.z).map((id) => ({
          id,
          url: covers.get(id) ?? null,
        })),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the covers change
    [gl, coverKey],
  );
  useEffect(() => {
    sharpen.current = (ids) => {
      textures.want(ids);
    };
    onProgress(textures.progress());
    const unsubscribe = textures.subscribe(() => {
      onProgress(textures.progress());
    });
    return () => {
      unsubscribe();
      sharpen.current = null;
      textures.dispose();
    };
  }, [textures, onProgress, sharpen]);
  return (
    <>
      {hang.works.map((hung: HungWork) => (
        <HungWorkMesh key={hung.id} hung={hung} textures={textures} onChoose={onChoose} />
      ))}
    </>
  );
}

/**
 * A phone held upright would see a slit of the room at a fixed vertical field of view: the
 * view keeps at least FIELD_OF_VIEW across instead, up to a wide 100° top to bottom.
 */
function FieldOfView() {
  const camera = useThree((state) => state.camera);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    const across = Math.tan((FIELD_OF_VIEW * Math.PI) / 360);
    const vertical = aspect >= 1 ? FIELD_OF_VIEW : (360 / Math.PI) * Math.atan(across / aspect);
    camera.fov = Math.min(100, vertical);
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, aspect, invalidate]);
  return null;
}

/**
 * With a work's panel over the right of a wide room, the view's centre moves into the part
 * still seen, so the work one came close to is not behind the panel.
 */
function PanelOffset({ panelOpen }: { panelOpen: boolean }) {
  const camera = useThree((state) => state.camera);
  const { width, height } = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const shift = panelOpen ? panelShift(width) : 0;
  useEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    if (shift === 0) camera.clearViewOffset();
    else camera.setViewOffset(width, height, shift, 0, width, height);
    invalidate();
  }, [camera, width, height, shift, invalidate]);
  return null;
}

/**
 * Tells of a context the browser took back (a GPU reset, too many tabs drawing). Its listener
 * goes before the canvas closes: closing loses the context on purpose.
 */
function ContextLossWatch({ onLost }: { onLost: () => void }) {
  const canvas = useThree((state) => state.gl.domElement);
  useEffect(() => {
    canvas.addEventListener('webglcontextlost', onLost);
    return () => {
      canvas.removeEventListener('webglcontextlost', onLost);
    };
  }, [canvas, onLost]);
  return null;
}

/**
 * The room in three.js (issue 35, docs/decisions/056): drawn on demand, in flat colour (no tone
 * mapping, so the works' colours are their images'), with soft even light on walls and floor.
 */
export function ExhibitionScene(props: ExhibitionSceneProps) {
  const { hang, focusedId, onMoved, onLost } = props;
  const sharpen = useRef<((ids: string[]) => void) | null>(null);
  const lastSharpened = useRef(0);
  const focus = useMemo(
    () => hang.works.find((work) => work.id === focusedId) ?? null,
    [hang, focusedId],
  );
  const [entrance] = useState(() => [hang.entrance.x, hang.entrance.y, hang.entrance.z] as const);

  const moved = (pose: Pose) => {
    onMoved(pose);
    const now = performance.now();
    if (now - lastSharpened.current < SHARPEN_EVERY_MS) return;
    lastSharpened.current = now;
    const nearest = nearestWorks(hang, pose.x, pose.z);
    sharpen.current?.(focusedId === null ? nearest : [focusedId, ...nearest]);
  };

  return (
    <Canvas
      flat
      frameloop="demand"
      dpr={[1, 2]}
      performance={{ min: 0.5 }}
      camera={{ fov: FIELD_OF_VIEW, near: 0.05, far: 200, position: [...entrance] }}
      gl={{ antialias: true }}
      style={{ touchAction: 'none' }}
    >
      <color attach="background" args={[CEILING]} />
      <hemisphereLight args={['#ffffff', '#b9ae9f', 1.6]} />
      <ambientLight intensity={1.2} />
      <directionalLight position={[2, hang.room.height, 4]} intensity={0.8} />
      <Room room={hang.room} />
      <Works
        hang={hang}
        covers={props.covers}
        onChoose={props.onChoose}
        onProgress={props.onProgress}
        sharpen={sharpen}
      />
      <WalkControls
        hang={hang}
        keyTarget={props.keyTarget}
        focus={focus}
        panelPx={(width) => 2 * panelShift(width)}
        reducedMotion={props.reducedMotion}
        onMoved={moved}
        onLeftWork={props.onLeftWork}
      />
      <AdaptiveDpr pixelated />
      <ContextLossWatch onLost={onLost} />
      <FieldOfView />
      <PanelOffset panelOpen={focusedId !== null} />
    </Canvas>
  );
}
