import { describe, expect, it } from 'vitest';
import type { ArtworkDimensions } from '@archive/domain/artworks/artwork.schema';
import {
  defaultPlacements,
  hangExhibition,
  type ExhibitionWork,
} from '@archive/domain/exhibitions/exhibition-hang';
import { approachPose, keptInside, nearestWorks, yawToward } from './walk-pose';

function work(id: string, dimensions: Partial<ArtworkDimensions>): ExhibitionWork {
  return {
    id,
    artist: 'Ada Vale',
    title: id,
    year: '',
    technique: '',
    dimensions: {
      height: null,
      width: null,
      depth: null,
      diameter: null,
      variable: false,
      ...dimensions,
    },
    isFramed: false,
    frameDimensions: { height: null, width: null, depth: null },
    imageAspect: null,
  };
}

const works = [
  work('a', { height: 200, width: 150 }),
  work('b', { height: 30, width: 24 }),
  work('c', { height: 100, width: 40, depth: 40 }),
];
const hang = hangExhibition(works, defaultPlacements(works));

describe('walking the room', () => {
  it('stops at the walls and steps round a plinth', () => {
    const far = keptInside(hang, 100, -100);
    expect(far.x).toBeLessThan(hang.room.width / 2);
    expect(far.z).toBeGreaterThan(-hang.room.depth / 2);
    const plinth = hang.works.find((hung) => hung.plinth)?.plinth;
    if (!plinth) throw new Error('The sculpture has no plinth');
    const inside = keptInside(hang, plinth.position.x + 0.01, plinth.position.z + 0.05);
    const clearX = Math.abs(inside.x - plinth.position.x) >= plinth.width / 2;
    const clearZ = Math.abs(inside.z - plinth.position.z) >= plinth.depth / 2;
    expect(clearX || clearZ).toBe(true);
  });

  it('comes close to a work: in front of it, looking at it, near enough for it to fill the view', () => {
    const large = hang.works.find((hung) => hung.id === 'a');
    const small = hang.works.find((hung) => hung.id === 'b');
    if (!large || !small) throw new Error('Not hung');
    const nearLarge = approachPose(hang, large, 60, 16 / 9);
    const nearSmall = approachPose(hang, small, 60, 16 / 9);
    // Both on the facing wall: stand on the room's side of it, square to it.
    expect(nearLarge.z).toBeGreaterThan(large.position.z);
    expect(nearLarge.yaw).toBe(0);
    expect(nearLarge.x).toBeCloseTo(large.position.x);
    // The small study is seen from nearer than the large field, but never nose to the wall.
    const distanceLarge = nearLarge.z - large.position.z;
    const distanceSmall = nearSmall.z - small.position.z;
    expect(distanceSmall).toBeLessThan(distanceLarge);
    expect(distanceSmall).toBeGreaterThanOrEqual(0.7);
    // The large field's 2 m fit in the view's 60°.
    expect(Math.atan(1 / distanceLarge) * 2).toBeLessThan((60 * Math.PI) / 180);
  });

  it('sharpens the nearest works first and turns the shorter way', () => {
    const facing = hang.works.find((hung) => hung.id === 'a');
    if (!facing) throw new Error('Not hung');
    expect(nearestWorks(hang, facing.position.x, facing.position.z)[0]).toBe('a');
    expect(yawToward(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(-0.1);
    expect(yawToward(3, -3)).toBeCloseTo(2 * Math.PI - 3);
  });
});
