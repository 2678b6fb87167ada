import type { ExhibitionHang, HungWork } from '@archive/domain/exhibitions/exhibition-hang';

/** Where the visitor stands and looks: metres and radians (yaw 0 looks toward the facing wall). */
export interface Pose {
  x: number;
  y: number;
  z: number;
  yaw: number;
  pitch: number;
}

/** How close to a wall or a plinth a visitor may step. */
const WALL_CLEARANCE = 0.45;
const PLINTH_CLEARANCE = 0.35;
const CLOSEST_VIEW = 0.7;
/** The share of the view a work fills when one comes close. */
const FILL = 0.72;
const MIN_EYE = 1.2;
const MAX_EYE = 1.9;
export const MAX_PITCH = 0.7;

export function entrancePose(hang: ExhibitionHang): Pose {
  return { ...hang.entrance, yaw: 0, pitch: 0 };
}

/** The pose a step forward, sideways or back would reach, kept off the walls and plinths. */
export function keptInside(hang: ExhibitionHang, x: number, z: number): { x: number; z: number } {
  const halfWidth = hang.room.width / 2 - WALL_CLEARANCE;
  const halfDepth = hang.room.depth / 2 - WALL_CLEARANCE;
  let nextX = Math.min(halfWidth, Math.max(-halfWidth, x));
  let nextZ = Math.min(halfDepth, Math.max(-halfDepth, z));
  for (const work of hang.works) {
    const plinth = work.plinth;
    if (!plinth) continue;
    const dx = nextX - plinth.position.x;
    const dz = nextZ - plinth.position.z;
    const reachX = plinth.width / 2 + PLINTH_CLEARANCE;
    const reachZ = plinth.depth / 2 + PLINTH_CLEARANCE;
    if (Math.abs(dx) >= reachX || Math.abs(dz) >= reachZ) continue;
    // Out by the shorter way.
    if (reachX - Math.abs(dx) < reachZ - Math.abs(dz)) {
      nextX = plinth.position.x + Math.sign(dx || 1) * reachX;
    } else {
      nextZ = plinth.position.z + Math.sign(dz || 1) * reachZ;
    }
  }
  return { x: nextX, z: nextZ };
}

/**
 * Where to stand to see one work whole: in front of its face, far enough for it to fill about
 * three quarters of the view (never nearer than 70 cm), looking at its centre.
 */
export function approachPose(
  hang: ExhibitionHang,
  work: HungWork,
  fovDegrees: number,
  aspect: number,
): Pose {
  const outerWidth = work.size.width + 2 * (work.frame?.side ?? 0);
  const outerHeight = work.size.height + 2 * (work.frame?.top ?? 0);
  const tan = Math.tan((fovDegrees * Math.PI) / 360);
  const distance = Math.max(
    CLOSEST_VIEW,
    outerHeight / (2 * tan * FILL),
    outerWidth / (2 * tan * aspect * FILL),
  );
  const normalX = Math.sin(work.rotationY);
  const normalZ = Math.cos(work.rotationY);
  const faceX = work.position.x + (normalX * work.size.depth) / 2;
  const faceZ = work.position.z + (normalZ * work.size.depth) / 2;
  const wanted = { x: faceX + normalX * distance, z: faceZ + normalZ * distance };
  const standing = keptInsideRoom(hang, wanted.x, wanted.z);
  const y = Math.min(MAX_EYE, Math.max(MIN_EYE, work.position.y));
  const across = Math.hypot(standing.x - faceX, standing.z - faceZ);
  const pitch = Math.max(-MAX_PITCH, Math.min(MAX_PITCH, Math.atan2(work.position.y - y, across)));
  return { x: standing.x, y, z: standing.z, yaw: work.rotationY, pitch };
}

function keptInsideRoom(hang: ExhibitionHang, x: number, z: number) {
  const halfWidth = hang.room.width / 2 - WALL_CLEARANCE;
  const halfDepth = hang.room.depth / 2 - WALL_CLEARANCE;
  return {
    x: Math.min(halfWidth, Math.max(-halfWidth, x)),
    z: Math.min(halfDepth, Math.max(-halfDepth, z)),
  };
}

/** The works in order of distance from where the visitor stands, nearest first. */
export function nearestWorks(hang: ExhibitionHang, x: number, z: number): string[] {
  return hang.works
    .map((work) => ({ id: work.id, d: Math.hypot(work.position.x - x, work.position.z - z) }))
    .sort((a, b) => a.d - b.d)
    .map((item) => item.id);
}

/** The shorter way round from one yaw to another. */
export function yawToward(from: number, to: number): number {
  let delta = (to - from) % (2 * Math.PI);
  if (delta > Math.PI) delta -= 2 * Math.PI;
  if (delta < -Math.PI) delta += 2 * Math.PI;
  return from + delta;
}
