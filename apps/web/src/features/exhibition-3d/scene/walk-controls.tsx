import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { PerspectiveCamera } from 'three';
import {
  EYE_HEIGHT_CM,
  type ExhibitionHang,
  type HungWork,
} from '@archive/domain/exhibitions/exhibition-hang';
import {
  MAX_PITCH,
  approachPose,
  entrancePose,
  keptInside,
  yawToward,
  type Pose,
} from './walk-pose';

const WALK_SPEED = 1.6; // m/s, an unhurried gallery pace
const TURN_SPEED = 1.6; // rad/s
const LOOK_PER_PIXEL = 0.005;
const TOUCH_WALK_PER_PIXEL = 0.012;
const GLIDE_SECONDS = 0.8;
const EYE_HEIGHT = EYE_HEIGHT_CM / 100;

/** The keys that walk, by KeyboardEvent.code. */
const KEYS: Record<string, 'forward' | 'back' | 'turnLeft' | 'turnRight' | 'left' | 'right'> = {
  ArrowUp: 'forward',
  KeyW: 'forward',
  ArrowDown: 'back',
  KeyS: 'back',
  ArrowLeft: 'turnLeft',
  ArrowRight: 'turnRight',
  KeyA: 'left',
  KeyD: 'right',
};

interface WalkControlsProps {
  hang: ExhibitionHang;
  /** The element that takes the keys (the scene's focusable frame). */
  keyTarget: HTMLElement;
  /** The work to come close to, or null to walk freely (back to where one was). */
  focus: HungWork | null;
  /** How much of the room's width the work panel covers, for a room this wide. */
  panelPx: (width: number) => number;
  reducedMotion: boolean;
  /** Each frame the visitor moved: where they stand. */
  onMoved: (pose: Pose) => void;
  /** The visitor walked or looked away from the work they had come close to. */
  onLeftWork: () => void;
}

function ease(t: number) {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * First-person walking (issue 35): arrows and W A S D, dragging to look, and on a touch screen
 * dragging up to walk and sideways to turn. The frame loop runs on demand: nothing is drawn
 * while the visitor stands still.
 */
export function WalkControls({
  hang,
  keyTarget,
  focus,
  panelPx,
  reducedMotion,
  onMoved,
  onLeftWork,
}: WalkControlsProps) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const canvas = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const size = useThree((state) => state.size);
  const pose = useRef<Pose>(entrancePose(hang));
  const held = useRef(new Set<string>());
  const glide = useRef<{ from: Pose; to: Pose; t: number } | null>(null);
  /** Where the visitor stood before coming close to a work. */
  const before = useRef<Pose | null>(null);
  const focusRef = useRef(focus);
  const callbacks = useRef({ onMoved, onLeftWork });
  callbacks.current = { onMoved, onLeftWork };

  const apply = () => {
    const { x, y, z, yaw, pitch } = pose.current;
    camera.position.set(x, y, z);
    camera.rotation.set(pitch, yaw, 0, 'YXZ');
    callbacks.current.onMoved(pose.current);
  };

  const leaveWork = () => {
    glide.current = null;
    if (focusRef.current !== null) {
      before.current = null;
      callbacks.current.onLeftWork();
    }
  };

  // A new room (another arrangement) starts at its entrance, unless one is close to a work.
  useEffect(() => {
    const kept = keptInside(hang, pose.current.x, pose.current.z);
    pose.current = { ...pose.current, ...kept };
    apply();
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads refs only
  }, [hang, camera, invalidate]);

  // Come close to a work, or step back to where one stood.
  useEffect(() => {
    const previous = focusRef.current;
    focusRef.current = focus;
    let target: Pose | null = null;
    if (focus !== null) {
      if (previous === null) before.current = { ...pose.current };
      // The work fills the part of the room the panel leaves.
      const { width, height } = size;
      const seen = Math.max(1, width - panelPx(width)) / Math.max(1, height);
      target = approachPose(hang, focus, camera.fov, seen);
    } else if (previous !== null && before.current !== null) {
      target = before.current;
      before.current = null;
    }
    if (target === null) return;
    const to = { ...target, yaw: yawToward(pose.current.yaw, target.yaw) };
    if (reducedMotion) {
      pose.current = to;
      apply();
    } else {
      glide.current = { from: { ...pose.current }, to, t: 0 };
    }
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads refs only
  }, [focus, hang, camera, invalidate, reducedMotion]);

  useEffect(() => {
    const keys = held.current;
    const onDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (!(event.code in KEYS)) return;
      event.preventDefault();
      keys.add(event.code);
      leaveWork();
      invalidate();
    };
    const onUp = (event: KeyboardEvent) => {
      keys.delete(event.code);
    };
    // A key let go elsewhere must not leave the visitor walking.
    const onBlur = () => {
      keys.clear();
    };
    keyTarget.addEventListener('keydown', onDown);
    keyTarget.addEventListener('keyup', onUp);
    keyTarget.addEventListener('blur', onBlur);
    window.addEventListener('blur', onBlur);
    return () => {
      keyTarget.removeEventListener('keydown', onDown);
      keyTarget.removeEventListener('keyup', onUp);
      keyTarget.removeEventListener('blur', onBlur);
      window.removeEventListener('blur', onBlur);
    };
  }, [keyTarget, invalidate]);

  useEffect(() => {
    let last: { x: number; y: number; id: number; type: string } | null = null;
    let travelled = 0;
    let dragging = false;
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      last = { x: event.clientX, y: event.clientY, id: event.pointerId, type: event.pointerType };
      travelled = 0;
      dragging = false;
    };
    const onMove = (event: PointerEvent) => {
      if (last === null || event.pointerId !== last.id) return;
      const dx = event.clientX - last.x;
      const dy = event.clientY - last.y;
      last = { ...last, x: event.clientX, y: event.clientY };
      travelled += Math.abs(dx) + Math.abs(dy);
      if (!dragging) {
        // A few pixels are still a click (on a work, to come close).
        if (travelled < 6) return;
        dragging = true;
        try {
          canvas.setPointerCapture(event.pointerId);
        } catch {
          // The pointer is already gone (lifted between events): nothing to keep.
        }
        leaveWork();
      }
      const current = pose.current;
      if (last.type === 'touch') {
        // One finger grabs the room: pulling it nearer walks on, sideways turns.
        const step = dy * TOUCH_WALK_PER_PIXEL;
        const kept = keptInside(
          hang,
          current.x - Math.sin(current.yaw) * step,
          current.z - Math.cos(current.yaw) * step,
        );
        pose.current = { ...current, ...kept, yaw: current.yaw + dx * LOOK_PER_PIXEL };
      } else {
        const pitch = current.pitch + dy * LOOK_PER_PIXEL;
        pose.current = {
          ...current,
          yaw: current.yaw + dx * LOOK_PER_PIXEL,
          pitch: Math.max(-MAX_PITCH, Math.min(MAX_PITCH, pitch)),
        };
      }
      apply();
      invalidate();
    };
    const onUp = (event: PointerEvent) => {
      if (last?.id === event.pointerId) last = null;
    };
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onUp);
    return () => {
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply and leaveWork read refs only
  }, [canvas, hang, invalidate]);

  useFrame((_, delta) => {
    const step = Math.min(delta, 0.1);
    const moving = glide.current;
    if (moving) {
      moving.t = Math.min(1, moving.t + step / GLIDE_SECONDS);
      const k = ease(moving.t);
      const mix = (a: number, b: number) => a + (b - a) * k;
      pose.current = {
        x: mix(moving.from.x, moving.to.x),
        y: mix(moving.from.y, moving.to.y),
        z: mix(moving.from.z, moving.to.z),
        yaw: mix(moving.from.yaw, moving.to.yaw),
        pitch: mix(moving.from.pitch, moving.to.pitch),
      };
      if (moving.t >= 1) glide.current = null;
      apply();
      invalidate();
      return;
    }
    const keys = held.current;
    if (keys.size === 0) return;
    const has = (action: string) => [...keys].some((code) => KEYS[code] === action);
    const ahead = (has('forward') ? 1 : 0) - (has('back') ? 1 : 0);
    const aside = (has('right') ? 1 : 0) - (has('left') ? 1 : 0);
    const turn = (has('turnLeft') ? 1 : 0) - (has('turnRight') ? 1 : 0);
    const current = pose.current;
    const yaw = current.yaw + turn * TURN_SPEED * step;
    const distance = WALK_SPEED * step;
    const x = current.x - Math.sin(yaw) * ahead * distance + Math.cos(yaw) * aside * distance;
    const z = current.z - Math.cos(yaw) * ahead * distance - Math.sin(yaw) * aside * distance;
    const kept = keptInside(hang, x, z);
    // Walking on brings the eye back to standing height and level.
    const settle = Math.min(1, step * 4);
    pose.current = {
      ...kept,
      yaw,
      y: current.y + (EYE_HEIGHT - current.y) * settle,
      pitch: current.pitch * (1 - settle),
    };
    apply();
    invalidate();
  });

  return null;
}
