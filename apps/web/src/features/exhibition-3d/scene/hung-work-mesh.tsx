import { useCursor } from '@react-three/drei';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { HungWork } from '@archive/domain/exhibitions/exhibition-hang';
import { labelTexture } from './label-texture';
import type { WorkTextures } from './work-textures';

const FRAME_COLOUR = '#3b322b';
const CANVAS_EDGE = '#f1eee8';
const SCULPTURE_BODY = '#cfc8bd';
const PLINTH = '#fbfaf8';
const WAITING = '#d9d4cc';
const STAND = '#8d877f';
/** Faces a hair in front of what they cover, so the two never flicker. */
const LIFT = 0.0015;

interface HungWorkMeshProps {
  hung: HungWork;
  textures: WorkTextures;
  onChoose: (id: string) => void;
}

/** The frame's four bars around a picture of this size (border on each side). */
function FrameBars({ hung }: { hung: HungWork }) {
  const frame = hung.frame;
  if (!frame) return null;
  const { width, height } = hung.size;
  const depth = hung.size.depth + 0.015;
  const outerWidth = width + 2 * frame.side;
  const bars: { x: number; y: number; w: number; h: number }[] = [
    { x: 0, y: height / 2 + frame.top / 2, w: outerWidth, h: frame.top },
    { x: 0, y: -height / 2 - frame.top / 2, w: outerWidth, h: frame.top },
    { x: -width / 2 - frame.side / 2, y: 0, w: frame.side, h: height },
    { x: width / 2 + frame.side / 2, y: 0, w: frame.side, h: height },
  ];
  return (
    <>
      {bars.map((bar) => (
        <mesh key={`${String(bar.x)}:${String(bar.y)}`} position={[bar.x, bar.y, 0.0075]}>
          <boxGeometry args={[bar.w, bar.h, depth]} />
          <meshLambertMaterial color={FRAME_COLOUR} />
        </mesh>
      ))}
    </>
  );
}

function WallLabelMesh({ hung }: { hung: HungWork }) {
  const invalidate = useThree((state) => state.invalidate);
  const { label } = hung;
  const texture = useMemo(
    () => labelTexture(label.lines, label.width * 100, label.height * 100, invalidate),
    [label.lines, label.width, label.height, invalidate],
  );
  useEffect(
    () => () => {
      texture.dispose();
    },
    [texture],
  );
  const standHeight = label.stand;
  return (
    <group
      position={[label.position.x, label.position.y, label.position.z]}
      rotation-y={label.rotationY}
    >
      <mesh>
        <planeGeometry args={[label.width, label.height]} />
        <meshBasicMaterial map={texture} toneMapped={false} />
      </mesh>
      {standHeight === null ? null : (
        <mesh position={[0, -label.height / 2 - standHeight / 2, -0.02]}>
          <boxGeometry args={[0.03, standHeight, 0.03]} />
          <meshLambertMaterial color={STAND} />
        </mesh>
      )}
    </group>
  );
}

/**
 * One work: its picture at true size on a canvas edge (or in its frame), or a sculpture's body
 * on its plinth, with its label. The picture is unlit (a basic material, no tone mapping), so
 * its colours are the image's own; a click on it comes close.
 */
export function HungWorkMesh({ hung, textures, onChoose }: HungWorkMeshProps) {
  const texture = useSyncExternalStore(textures.subscribe, () => textures.textureOf(hung.id));
  const invalidate = useThree((state) => state.invalidate);
  const [hovered, setHovered] = useState(false);
  useCursor(hovered);
  useEffect(() => {
    invalidate();
  }, [texture, invalidate]);
  const { width, height, depth } = hung.size;
  const choose = (event: ThreeEvent<MouseEvent>) => {
    // A drag that ends on the work looked around; it did not choose it.
    if (event.delta > 6) return;
    event.stopPropagation();
    onChoose(hung.id);
  };
  // A new material per picture: three.js compiles a material with or without a map, so one
  // that had none would draw the arriving picture black.
  const picture = texture ? (
    <meshBasicMaterial key={texture.uuid} map={texture} toneMapped={false} />
  ) : (
    <meshBasicMaterial key="waiting" color={WAITING} toneMapped={false} />
  );
  return (
    <>
      <group
        position={[hung.position.x, hung.position.y, hung.position.z]}
        rotation-y={hung.rotationY}
        onClick={choose}
        onPointerOver={(event) => {
          event.stopPropagation();
          setHovered(true);
        }}
        onPointerOut={() => {
          setHovered(false);
        }}
        userData={{ workId: hung.id }}
      >
        {hung.round ? (
          <mesh>
            <cylinderGeometry args={[width / 2, width / 2, height, 48]} />
            <meshLambertMaterial color={SCULPTURE_BODY} />
          </mesh>
        ) : (
          <mesh>
            <boxGeometry args={[width, height, depth]} />
            <meshLambertMaterial color={hung.kind === 'flat' ? CANVAS_EDGE : SCULPTURE_BODY} />
          </mesh>
        )}
        <mesh position={[0, 0, depth / 2 + LIFT]}>
          <planeGeometry args={[width, height]} />
          {picture}
        </mesh>
        <FrameBars hung={hung} />
      </group>
      {hung.plinth ? (
        <mesh position={[hung.plinth.position.x, hung.plinth.position.y, hung.plinth.position.z]}>
          <boxGeometry args={[hung.plinth.width, hung.plinth.height, hung.plinth.depth]} />
          <meshLambertMaterial color={PLINTH} />
        </mesh>
      ) : null}
      <WallLabelMesh hung={hung} />
    </>
  );
}
