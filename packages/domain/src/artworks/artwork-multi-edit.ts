import {
  ARTWORK_VALUE_FIELDS,
  emptyArtworkValues,
  type ArtworkChanges,
  type ArtworkValueField,
  type ArtworkValues,
} from './artwork.schema';
import { setFramed, type ArtworkFormValues } from './artwork.rules';

/**
 * Multi-edit (spec section 2): the form shows what the selected artworks have in common and
 * 'Multiple' where they differ; saving sends each artwork only what the user changed, merged
 * into that artwork's own grouped values (dimensions, frame, amounts, packaging), because an
 * edit replaces a grouped value whole (artwork.schema, artworkChangesSchema).
 *
 * Paths are the form's leaf paths ('artist', 'artworkValues.dimensions.height'); a list (the
 * crates) is one leaf, edited as a whole.
 */

type Leaves = Map<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function collectLeaves(value: unknown, prefix: string, out: Leaves): Leaves {
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      collectLeaves(child, prefix === '' ? key : `${prefix}.${key}`, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Every leaf path of the form values with its value (other keys, such as an id, ignored). */
export function formLeaves(values: ArtworkFormValues): Leaves {
  const { artist, status, collectionId, artworkValues } = values;
  return collectLeaves({ artist, status, collectionId, artworkValues }, '', new Map());
}

function sameLeaf(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return Object.is(a, b);
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Reads a leaf by its dotted path; undefined when the path does not exist. */
export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) return;
  let current = target;
  for (const key of keys) {
    const next = current[key];
    if (!isPlainObject(next)) return;
    current = next;
  }
  if (last in current) current[last] = value;
}

export function emptyArtworkFormValues(
  values: ArtworkValues = emptyArtworkValues(),
): ArtworkFormValues {
  return { artist: '', status: null, collectionId: '', artworkValues: values };
}

export interface CommonValues {
  /** The shared values; a differing leaf has the empty value of `emptyArtworkFormValues`. */
  values: ArtworkFormValues;
  /** The leaf paths whose values differ between the artworks (shown as 'Multiple'). */
  differing: Set<string>;
}

/** What the artworks have in common, for the multi-edit form. */
export function commonValues(artworks: readonly ArtworkFormValues[]): CommonValues {
  const empty: ArtworkFormValues = emptyArtworkFormValues();
  const [first, ...rest] = artworks;
  if (first === undefined) return { values: empty, differing: new Set() };
  const { artist, status, collectionId, artworkValues } = first;
  const values = clone({ artist, status, collectionId, artworkValues });
  const differing = new Set<string>();
  const others = rest.map(formLeaves);
  for (const [path, value] of formLeaves(first)) {
    if (others.every((leaves) => sameLeaf(leaves.get(path), value))) continue;
    differing.add(path);
    setPath(values, path, getPath(empty, path));
  }
  return { values, differing };
}

/** The leaf paths whose value in `edited` differs from `initial`: what the user changed. */
export function changedPaths(initial: ArtworkFormValues, edited: ArtworkFormValues): Set<string> {
  const before = formLeaves(initial);
  const changed = new Set<string>();
  for (const [path, value] of formLeaves(edited)) {
    if (!sameLeaf(before.get(path), value)) changed.add(path);
  }
  return changed;
}

function copyField(
  target: Partial<ArtworkValues>,
  source: ArtworkValues,
  field: ArtworkValueField,
): void {
  Object.assign(target, { [field]: source[field] });
}

/**
 * The edit one artwork gets: the user's changed leaves merged into the artwork's own values,
 * each changed artwork value sent whole. A blank artist or title keeps the artwork's own
 * (spec section 5: they may stay blank in multi-edit). Null when nothing changes for it.
 */
export function changesFor(
  artwork: ArtworkFormValues,
  edited: ArtworkFormValues,
  touchedPaths: ReadonlySet<string>,
): ArtworkChanges | null {
  const merged = clone(artwork);
  for (const path of touchedPaths) {
    setPath(merged as unknown as Record<string, unknown>, path, getPath(edited, path));
  }
  if (touchedPaths.has('artworkValues.isFramed') && !merged.artworkValues.isFramed) {
    merged.artworkValues = setFramed(merged.artworkValues, false);
  }
  if (merged.artworkValues.title.trim() === '') {
    merged.artworkValues.title = artwork.artworkValues.title;
  }

  const changes: ArtworkChanges = {};
  if (merged.artist.trim() !== '' && merged.artist !== artwork.artist) {
    changes.artist = merged.artist;
  }
  if (merged.status !== artwork.status) changes.status = merged.status;
  if (merged.collectionId !== '' && merged.collectionId !== artwork.collectionId) {
    changes.collection = { id: merged.collectionId };
  }
  const values: Partial<ArtworkValues> = {};
  for (const field of ARTWORK_VALUE_FIELDS) {
    const before = JSON.stringify(artwork.artworkValues[field]);
    if (JSON.stringify(merged.artworkValues[field]) !== before) {
      copyField(values, merged.artworkValues, field);
    }
  }
  if (Object.keys(values).length > 0) changes.artworkValues = values;
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * The multi-edit save plan: artworks that get the same changes are grouped, so each group is
 * one call of the store's updateArtworks(ids, changes).
 */
export function multiEditPlan(
  artworks: readonly (ArtworkFormValues & { id: string })[],
  edited: ArtworkFormValues,
  touchedPaths: ReadonlySet<string>,
): { ids: string[]; changes: ArtworkChanges }[] {
  const groups = new Map<string, { ids: string[]; changes: ArtworkChanges }>();
  for (const artwork of artworks) {
    const changes = changesFor(artwork, edited, touchedPaths);
    if (changes === null) continue;
    const key = JSON.stringify(changes);
    const group = groups.get(key);
    if (group) group.ids.push(artwork.id);
    else groups.set(key, { ids: [artwork.id], changes });
  }
  return [...groups.values()];
}
