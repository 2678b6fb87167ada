import { describe, expect, it } from 'vitest';
import { artworkChangesSchema, emptyArtworkValues } from './artwork.schema';
import type { ArtworkFormValues } from './artwork.rules';
import { changedPaths, changesFor, commonValues, multiEditPlan } from './artwork-multi-edit';

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const COLLECTION = '7b0c7f0e-5b1a-4d37-9d2e-0c1f2a3b4c5d';

function artwork(
  id: string,
  overrides: Partial<Omit<ArtworkFormValues, 'artworkValues'>> = {},
  values: Partial<ArtworkFormValues['artworkValues']> = {},
): ArtworkFormValues & { id: string } {
  return {
    id,
    artist: 'Ana Mendieta',
    status: 'available',
    collectionId: COLLECTION,
    ...overrides,
    artworkValues: { ...emptyArtworkValues(), title: `Work ${id}`, ...values },
  };
}

const dims = (height: number | null, width: number | null) => ({
  height,
  width,
  depth: null,
  diameter: null,
  variable: false,
});

describe('commonValues', () => {
  it('keeps shared values and blanks the differing ones', () => {
    const { values, differing } = commonValues([
      artwork('a', {}, { dimensions: dims(100, 80), location: 'Depot' }),
      artwork('b', { status: 'sold' }, { dimensions: dims(120, 80), location: 'Depot' }),
    ]);
    expect(values.artist).toBe('Ana Mendieta');
    expect(values.artworkValues.location).toBe('Depot');
    expect(values.artworkValues.dimensions.width).toBe(80);
    expect(values.artworkValues.dimensions.height).toBeNull();
    expect(values.status).toBeNull();
    expect(values.artworkValues.title).toBe('');
    expect([...differing].sort()).toEqual([
      'artworkValues.dimensions.height',
      'artworkValues.title',
      'status',
    ]);
  });

  it('treats the crates list as one value', () => {
    const crate = {
      dimensions: { height: 1, width: 2, depth: 3 },
      packagingType: '',
      openingOrder: 1,
    };
    const { differing } = commonValues([
      artwork('a', {}, { packaging: { crates: [crate], instructions: '' } }),
      artwork('b', {}, { packaging: { crates: [], instructions: '' } }),
    ]);
    expect(differing).toEqual(new Set(['artworkValues.packaging.crates', 'artworkValues.title']));
  });
});

describe('changesFor', () => {
  it('merges a changed dimension into each artwork’s own dimensions', () => {
    const a = artwork('a', {}, { dimensions: dims(100, 80) });
    const b = artwork('b', {}, { dimensions: dims(120, 60) });
    const { values } = commonValues([a, b]);
    const edited = copy(values);
    edited.artworkValues.dimensions.height = 50;
    const touched = changedPaths(values, edited);
    expect(touched).toEqual(new Set(['artworkValues.dimensions.height']));
    expect(changesFor(a, edited, touched)).toEqual({
      artworkValues: { dimensions: dims(50, 80) },
    });
    expect(changesFor(b, edited, touched)).toEqual({
      artworkValues: { dimensions: dims(50, 60) },
    });
  });

  it('sends nothing for fields the user left alone, even where they show Multiple', () => {
    const a = artwork('a', { status: 'sold' });
    const b = artwork('b', { status: 'reserved' });
    const { values } = commonValues([a, b]);
    const edited = copy(values);
    edited.artworkValues.location = 'Studio';
    const touched = changedPaths(values, edited);
    const changes = changesFor(a, edited, touched);
    expect(changes).toEqual({ artworkValues: { location: 'Studio' } });
    expect(artworkChangesSchema.safeParse(changes).success).toBe(true);
  });

  it('keeps each artwork’s artist and title when they are left blank', () => {
    const a = artwork('a', { artist: 'One' });
    const edited = copy(a);
    edited.artist = '';
    edited.artworkValues.title = '';
    edited.artworkValues.notes = 'Checked';
    const touched = new Set(['artist', 'artworkValues.title', 'artworkValues.notes']);
    expect(changesFor(a, edited, touched)).toEqual({ artworkValues: { notes: 'Checked' } });
  });

  it('clears the frame of each artwork when is framed is switched off', () => {
    const framed = artwork(
      'a',
      {},
      {
        isFramed: true,
        frame: { typeOfFrame: 'Oak', dimensions: { height: 1, width: 1, depth: 1 } },
      },
    );
    const edited = copy(framed);
    edited.artworkValues.isFramed = false;
    const changes = changesFor(framed, edited, new Set(['artworkValues.isFramed']));
    expect(changes?.artworkValues?.isFramed).toBe(false);
    expect(changes?.artworkValues?.frame).toEqual({
      typeOfFrame: '',
      dimensions: { height: null, width: null, depth: null },
    });
  });

  it('answers null when the change is what the artwork already has', () => {
    const a = artwork('a', {}, { location: 'Depot' });
    const edited = copy(a);
    expect(changesFor(a, edited, new Set(['artworkValues.location']))).toBeNull();
  });

  it('sends a new status and collection', () => {
    const other = '9b0c7f0e-5b1a-4d37-9d2e-0c1f2a3b4c5d';
    const a = artwork('a');
    const edited = { ...copy(a), status: null, collectionId: other };
    expect(changesFor(a, edited, new Set(['status', 'collectionId']))).toEqual({
      status: null,
      collection: { id: other },
    });
  });
});

describe('multiEditPlan', () => {
  it('groups artworks that get the same changes and skips unchanged ones', () => {
    const a = artwork('a', {}, { dimensions: dims(100, 80) });
    const b = artwork('b', {}, { dimensions: dims(100, 80) });
    const c = artwork('c', {}, { dimensions: dims(10, 20) });
    const d = artwork('d', {}, { dimensions: dims(30, 20) });
    const edited = copy(commonValues([a, b, c, d]).values);
    edited.artworkValues.dimensions.width = 20;
    const plan = multiEditPlan([a, b, c, d], edited, new Set(['artworkValues.dimensions.width']));
    expect(plan).toEqual([
      { ids: ['a', 'b'], changes: { artworkValues: { dimensions: dims(100, 20) } } },
    ]);
  });
});
