import { ARTWORK_VALUE_FIELDS } from '@archive/domain/artworks/artwork.schema';
import type {
  ArtworkValueField,
  ArtworkValues,
  CreateArtworkResponse,
} from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type { ArtworkChangeSet, ArtworkCreatePayload, ArtworkRow } from '../store/local-db';
import { sameValue } from '@archive/domain/sync/same-value';

/**
 * Artwork edits (decision 014): `artist`, `status` and `collection` at the top, and the
 * changed `artworkValues` fields, each whole (a changed height sends the whole `dimensions`).
 */

function copyField<F extends ArtworkValueField>(
  target: Partial<ArtworkValues>,
  source: Pick<Partial<ArtworkValues>, F>,
  field: F,
): void {
  target[field] = source[field];
}

/** Everything the form holds, as an edit that sets it all (narrowed before it is queued). */
export function formChanges(values: ArtworkFormValues): ArtworkChangeSet {
  return {
    artist: values.artist,
    status: values.status,
    // '' means no collection chosen: the record keeps its own.
    ...(values.collectionId === '' ? {} : { collection: { id: values.collectionId } }),
    artworkValues: values.artworkValues,
  };
}

/** Only what `changes` would really change in `row`; `artworkValues` per field. */
export function narrowChanges(row: ArtworkRow, changes: ArtworkChangeSet): ArtworkChangeSet {
  const narrowed: ArtworkChangeSet = {};
  if (changes.artist !== undefined && changes.artist !== row.artist) {
    narrowed.artist = changes.artist;
  }
  if (changes.status !== undefined && changes.status !== row.status) {
    narrowed.status = changes.status;
  }
  if (changes.collection !== undefined && changes.collection.id !== row.collection.id) {
    narrowed.collection = { id: changes.collection.id };
  }
  const given = changes.artworkValues;
  if (given) {
    const values: Partial<ArtworkValues> = {};
    for (const field of ARTWORK_VALUE_FIELDS) {
      if (given[field] !== undefined && !sameValue(given[field], row.artworkValues[field])) {
        copyField(values, given, field);
      }
    }
    if (Object.keys(values).length > 0) narrowed.artworkValues = values;
  }
  return narrowed;
}

export function diffArtwork(row: ArtworkRow, values: ArtworkFormValues): ArtworkChangeSet {
  return narrowChanges(row, formChanges(values));
}

export function hasArtworkChanges(changes: ArtworkChangeSet): boolean {
  return Object.keys(changes).length > 0;
}

/** Later changes win; `artworkValues` merge per field. */
export function mergeArtworkChanges(
  earlier: ArtworkChangeSet,
  later: ArtworkChangeSet,
): ArtworkChangeSet {
  const merged: ArtworkChangeSet = { ...earlier, ...later };
  if (earlier.artworkValues || later.artworkValues) {
    merged.artworkValues = { ...earlier.artworkValues, ...later.artworkValues };
  }
  return merged;
}

/**
 * The linked images after an edit of their order and descriptions (sent whole): those missing
 * from the list are deleted. An image another device linked after the edit's base shows again
 * with the edit's answer, which has the server's list.
 */
function applyImages(
  images: ArtworkRow['images'],
  change: NonNullable<ArtworkChangeSet['images']>,
): ArtworkRow['images'] {
  const wanted = new Map(change.map((entry) => [entry.connectionId, entry]));
  return images
    .flatMap((image) => {
      const entry = wanted.get(image.connectionId);
      return entry
        ? [{ ...image, description: entry.description, sortIndex: entry.sortIndex }]
        : [];
    })
    .sort((a, b) => a.sortIndex - b.sortIndex);
}

export function applyArtworkChanges(row: ArtworkRow, changes: ArtworkChangeSet): ArtworkRow {
  return {
    ...row,
    ...(changes.images === undefined ? {} : { images: applyImages(row.images, changes.images) }),
    ...(changes.artist === undefined ? {} : { artist: changes.artist }),
    ...(changes.status === undefined ? {} : { status: changes.status }),
    ...(changes.collection === undefined ? {} : { collection: { id: changes.collection.id } }),
    artworkValues: { ...row.artworkValues, ...changes.artworkValues },
  };
}

/** An edit folded into a create not sent yet: the create sends the edited artwork. */
export function foldIntoArtworkCreate(
  payload: ArtworkCreatePayload,
  changes: ArtworkChangeSet,
): ArtworkCreatePayload {
  const { artwork } = payload;
  return {
    ...payload,
    artwork: {
      ...artwork,
      ...(changes.artist === undefined ? {} : { artist: changes.artist }),
      ...(changes.status === undefined ? {} : { status: changes.status }),
      artworkValues: { ...artwork.artworkValues, ...changes.artworkValues },
    },
    ...(changes.collection === undefined ? {} : { collection: { id: changes.collection.id } }),
  };
}

export function newArtwork(
  id: string,
  values: ArtworkFormValues,
  now: Date,
): { row: ArtworkRow; payload: ArtworkCreatePayload } {
  const dateCreated = now.toISOString();
  const { artist, status, collectionId, artworkValues } = values;
  return {
    row: {
      id,
      artist,
      artistId: null,
      images: [],
      status,
      collection: { id: collectionId },
      archiveArtworkNumber: null,
      artworkValues,
      isDeleted: false,
      dateCreated,
      lastModified: dateCreated,
      version: 0,
    },
    payload: {
      artwork: { id, artist, status, artworkValues },
      collection: { id: collectionId },
      dateCreated,
    },
  };
}

/**
 * The server's copy of an artwork just created from `payload`: the archive number and the
 * artist's id are the server's, from the create's answer.
 */
export function createdArtwork(
  payload: ArtworkCreatePayload,
  answer: CreateArtworkResponse,
  lastModified: string,
): ArtworkRow {
  const { artwork, collection, dateCreated } = payload;
  return {
    ...artwork,
    artistId: answer.artistId,
    images: [],
    collection: { id: collection.id },
    archiveArtworkNumber: answer.archiveArtworkNumber,
    isDeleted: false,
    dateCreated,
    lastModified,
    version: answer.version,
  };
}
