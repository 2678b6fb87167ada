import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArtworkDimensions } from '../artworks/artwork.schema';
import { exhibitionArrangementSchema } from './exhibition-arrangement.schema';
import { EXHIBITION_MAX_WORKS } from './exhibition-size';
import {
  DEFAULT_SIZE_CM,
  HANG_CENTRE_CM,
  defaultPlacements,
  hangExhibition,
  movePlacement,
  type ExhibitionWork,
  type HungWork,
} from './exhibition-hang';

let next = 0;
function work(
  dimensions: Partial<ArtworkDimensions>,
  extra: Partial<ExhibitionWork> = {},
): ExhibitionWork {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    artist: 'Ada Vale',
    title: `Work ${String(next)}`,
    year: '2021',
    technique: 'Oil on canvas',
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
    ...extra,
  };
}

/** The horizontal extent of a hung work along its wall, in metres, with its label. */
function alongWall(hung: HungWork): [number, number] {
  const facesX = Math.abs(Math.sin(hung.rotationY)) > 0.5;
  const centre = facesX ? hung.position.z : hung.position.x;
  const half = hung.size.width / 2 + (hung.frame?.side ?? 0);
  const label = facesX ? hung.label.position.z : hung.label.position.x;
  return [
    Math.min(centre - half, label - hung.label.width / 2),
    Math.max(centre + half, label + hung.label.width / 2),
  ];
}

describe('hangExhibition', () => {
  it('hangs works at their real size in metres, centred at 145 cm, on the facing wall', () => {
    const big = work({ height: 200, width: 100 });
    const small = work({ height: 30, width: 40 });
    const wide = work({ height: 120, width: 300 });
    const works = [big, small, wide];
    const hang = hangExhibition(works, defaultPlacements(works));
    const [a, b, c] = hang.works;
    expect(a?.size).toMatchObject({ width: 1, height: 2 });
    expect(b?.size).toMatchObject({ width: 0.4, height: 0.3 });
    expect(c?.size).toMatchObject({ width: 3, height: 1.2 });
    expect(hang.works.every((hung) => hung.place === 'facing')).toBe(true);
    expect(b?.position.y).toBeCloseTo(HANG_CENTRE_CM / 100);
    // Left to right in their order, facing the entrance.
    expect((a?.position.x ?? 0) < (b?.position.x ?? 0)).toBe(true);
    expect((b?.position.x ?? 0) < (c?.position.x ?? 0)).toBe(true);
    expect(hang.works.every((hung) => hung.position.z < 0 && hung.rotationY === 0)).toBe(true);
  });

  it('gives each wall label the artist, title and year, technique and dimensions', () => {
    const framed = work(
      { height: 50, width: 40 },
      { isFramed: true, frameDimensions: { height: 70, width: 60, depth: 4 } },
    );
    const [hung] = hangExhibition([framed], defaultPlacements([framed])).works;
    expect(hung?.label.lines).toEqual([
      'Ada Vale',
      `${framed.title}, 2021`,
      'Oil on canvas',
      '50 × 40 cm, framed',
    ]);
    expect(hung?.frame?.side).toBeCloseTo(0.1);
    expect(hung?.frame?.top).toBeCloseTo(0.1);
  });

  it('shows a work without dimensions at the stated default size, in its image proportions', () => {
    const unknown = work({}, { imageAspect: 2, title: '' });
    const [hung] = hangExhibition([unknown], defaultPlacements([unknown])).works;
    expect(hung?.size.width).toBeCloseTo(DEFAULT_SIZE_CM / 100);
    expect(hung?.size.height).toBeCloseTo(DEFAULT_SIZE_CM / 200);
    expect(hung?.sizeNote).toBe('default');
    expect(hung?.label.lines).toContain('Size not recorded: shown 60 cm on its longest side');
    expect(hung?.label.lines[1]).toBe('Untitled, 2021');
  });

  it('stands sculptures (a depth, or a diameter) on plinths, and lets a relief hang', () => {
    const bust = work({ height: 60, width: 40, depth: 35 });
    const bowl = work({ height: 20, diameter: 30 });
    const canvas = work({ height: 100, width: 80, depth: 4 });
    const works = [bust, bowl, canvas];
    const placements = defaultPlacements(works);
    expect(placements.map((item) => item.place)).toEqual(['floor', 'floor', 'facing']);
    const hang = hangExhibition(works, placements);
    const [hungBust, hungBowl] = hang.works;
    expect(hungBust?.plinth).not.toBeNull();
    expect(hungBowl?.round).toBe(true);
    // The sculpture stands on its plinth.
    const plinth = hungBust?.plinth;
    expect((hungBust?.position.y ?? 0) - (hungBust?.size.height ?? 0) / 2).toBeCloseTo(
      plinth?.height ?? -1,
    );
    const hangingBust = hangExhibition(works, [{ artworkId: bust.id, place: 'left' }]);
    expect(hangingBust.works[0]?.plinth).toBeNull();
    expect(hangingBust.works[0]?.place).toBe('left');
  });

  it('grows the room with the works and keeps every work, label and plinth inside it, apart', () => {
    const dimension = fc.option(fc.integer({ min: 1, max: 600 }), { nil: null });
    const arbitraryWork = fc.record({
      height: dimension,
      width: dimension,
      depth: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
      diameter: fc.option(fc.integer({ min: 5, max: 200 }), { nil: null }),
      framed: fc.boolean(),
      aspect: fc.option(fc.double({ min: 0.2, max: 5, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryWork, { minLength: 1, maxLength: EXHIBITION_MAX_WORKS }),
        (specs) => {
          const works = specs.map((spec) =>
            work(
              {
                height: spec.height,
                width: spec.width,
                depth: spec.depth,
                diameter: spec.diameter,
              },
              { isFramed: spec.framed, imageAspect: spec.aspect },
            ),
          );
          const placements = defaultPlacements(works);
          expect(exhibitionArrangementSchema.safeParse(placements).success).toBe(true);
          const hang = hangExhibition(works, placements);
          expect(hang.works.map((hung) => hung.id)).toEqual(placements.map((p) => p.artworkId));
          const { width, depth, height } = hang.room;
          const epsilon = 1e-6;
          for (const hung of hang.works) {
            const halfHeight = hung.size.height / 2 + (hung.frame?.top ?? 0);
            expect(hung.position.y - halfHeight).toBeGreaterThanOrEqual(0.1 - epsilon);
            expect(hung.position.y + halfHeight).toBeLessThan(height);
            expect(Math.abs(hung.position.x)).toBeLessThanOrEqual(width / 2 + epsilon);
            expect(Math.abs(hung.position.z)).toBeLessThanOrEqual(depth / 2 + epsilon);
            if (hung.plinth) {
              expect(Math.abs(hung.plinth.position.x) + hung.plinth.width / 2).toBeLessThan(
                width / 2 - 1,
              );
              expect(Math.abs(hung.plinth.position.z) + hung.plinth.depth / 2).toBeLessThan(
                depth / 2 - 1,
              );
            } else {
              const [from, to] = alongWall(hung);
              const facesX = Math.abs(Math.sin(hung.rotationY)) > 0.5;
              const wallLength = facesX ? depth : width;
              expect(from).toBeGreaterThan(-wallLength / 2);
              expect(to).toBeLessThan(wallLength / 2);
            }
          }
          // Works on one wall, labels included, do not overlap.
          for (const place of ['facing', 'right', 'back', 'left'] as const) {
            const spans = hang.works
              .filter((hung) => hung.place === place)
              .map(alongWall)
              .sort((a, b) => a[0] - b[0]);
            spans.slice(1).forEach((span, index) => {
              expect(span[0]).toBeGreaterThan((spans[index]?.[1] ?? 0) - epsilon);
            });
          }
          // Plinths stand apart.
          const plinths = hang.works.flatMap((hung) => (hung.plinth ? [hung.plinth] : []));
          plinths.forEach((a, i) => {
            plinths.slice(i + 1).forEach((b) => {
              const apartX = Math.abs(a.position.x - b.position.x) >= (a.width + b.width) / 2 + 0.5;
              const apartZ = Math.abs(a.position.z - b.position.z) >= (a.depth + b.depth) / 2 + 0.5;
              expect(apartX || apartZ).toBe(true);
            });
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('goes round the room clockwise when there are more than three flat works', () => {
    const works = Array.from({ length: 12 }, () => work({ height: 100, width: 100 }));
    const places = defaultPlacements(works).map((item) => item.place);
    expect(places).toEqual([
      'facing',
      'facing',
      'facing',
      'right',
      'right',
      'right',
      'back',
      'back',
      'back',
      'left',
      'left',
      'left',
    ]);
  });

  it('skips placements of works it does not have, and places each work once', () => {
    const one = work({ height: 10, width: 10 });
    const hang = hangExhibition(
      [one],
      [
        { artworkId: '00000000-0000-4000-8000-999999999999', place: 'facing' },
        { artworkId: one.id, place: 'back' },
        { artworkId: one.id, place: 'facing' },
      ],
    );
    expect(hang.works).toHaveLength(1);
    expect(hang.works[0]).toMatchObject({ place: 'back', number: 1 });
  });
});

describe('movePlacement', () => {
  it('moves a work within the order and stops at the ends', () => {
    const placements = ['a', 'b', 'c'].map((id) => ({ artworkId: id, place: 'facing' as const }));
    expect(movePlacement(placements, 0, 1).map((p) => p.artworkId)).toEqual(['b', 'a', 'c']);
    expect(movePlacement(placements, 2, 1).map((p) => p.artworkId)).toEqual(['a', 'b', 'c']);
    expect(movePlacement(placements, 0, -1).map((p) => p.artworkId)).toEqual(['a', 'b', 'c']);
  });
});
