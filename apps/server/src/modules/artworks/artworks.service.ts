import type { Collection } from '@archive/domain/auth/collection.schema';
import { dimensionErrors, productionArtistHolds } from '@archive/domain/artworks/artwork.rules';
import type {
  ActiveShareSource,
  Artist,
  Artwork,
  ArtworkChanges,
  ArtworkImagesChange,
  CreateArtworkResponse,
  DeleteArtworkResponse,
  ListArtworksResponse,
  UpdateArtworkResponse,
  createArtworkBodySchema,
  updateArtworkBodySchema,
} from '@archive/domain/artworks/artwork.schema';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import {
  ARTWORK_MAX_IMAGES,
  type LinkArtworkImageResponse,
  type linkImageBodySchema,
} from '@archive/domain/images/image.schema';
import { IMAGE_MAX_BYTES } from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import type { HistoryResponse } from '@archive/domain/sync/history.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Download } from '../../adapters/download/http-download';
import type { Db } from '../../db/client';
import {
  artworks as artworksTable,
  type ArtworkRow,
  type StoredArtworkImage,
} from '../../db/schema-artworks';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import { newImageKey } from '../../lib/image-keys';
import type { Clock } from '../../lib/clock';
import type { FieldChange, Owner, SyncedKind } from '../sync/synced-kind';
import type { ArtistsRepository } from './artists.repository';
import { applyImagesChange, insertImage, toApiImages } from './artwork-images';
import type { ArtworksRepository } from './artworks.repository';

type Sync = FastifyInstance['sync'];
type Files = Pick<
  FastifyInstance['files'],
  'createUploadUrl' | 'processUploadedImage' | 'publicUrl' | 'acceptUpload'
>;
type LinkBody = z.output<typeof linkImageBodySchema>;
type CreateBody = z.output<typeof createArtworkBodySchema>;
type UpdateBody = z.output<typeof updateArtworkBodySchema>;

/**
 * The user with their collections, read before the change's transaction opens (PGlite has one
 * connection: a read outside the transaction would wait for it forever).
 */
export interface Editor extends Owner {
  collections: readonly Collection[];
}

export interface ArtworksServiceDeps {
  artworks: ArtworksRepository;
  artists: ArtistsRepository;
  sync: Sync;
  files: Files;
  download: Download;
  clock: Clock;
}

/** How long an import may take to download. */
export const IMPORT_TIMEOUT_MS = 60_000;

/**
 * What the user edits of one artwork, as the rules see it. A mergeable field, as history and
 * field versions name it, is 'artist', 'status', 'collection', 'images' or
 * 'artworkValues.<value>' (each value replaced whole: a `dimensions`, a `price`).
 */
type Editable = Pick<ArtworkRow, 'artist' | 'status' | 'collectionId' | 'artworkValues'>;

/** Where a rule's error is shown: the request's paths differ between create and edit. */
interface ErrorPaths {
  artist: string;
  collection: string;
  dimensions: string;
}

const CREATE_PATHS: ErrorPaths = {
  artist: 'artwork.artist',
  collection: 'collection.id',
  dimensions: 'artwork.artworkValues.dimensions',
};
const UPDATE_PATHS: ErrorPaths = {
  artist: 'changes.artist',
  collection: 'changes.collection.id',
  dimensions: 'changes.artworkValues.dimensions',
};

const VALUES_PREFIX = 'artworkValues.';

/** What the rules of one change need: who makes it, and where its errors are shown. */
interface ChangeContext {
  editor: Editor;
  paths: ErrorPaths;
}

/** The changes as (field, value) pairs; `artworkValues` is split into its values. */
function flatten(changes: ArtworkChanges): FieldChange<ArtworkRow>[] {
  const flat: FieldChange<ArtworkRow>[] = [];
  if (changes.artist !== undefined) flat.push({ field: 'artist', value: changes.artist });
  if (changes.status !== undefined) flat.push({ field: 'status', value: changes.status });
  if (changes.collection !== undefined) {
    flat.push({ field: 'collection', value: { id: changes.collection.id } });
  }
  for (const [name, value] of Object.entries(changes.artworkValues ?? {})) {
    flat.push({ field: `${VALUES_PREFIX}${name}`, value });
  }
  return flat;
}

function readField(row: ArtworkRow, field: string): unknown {
  if (field === 'artist') return row.artist;
  if (field === 'status') return row.status;
  if (field === 'collection') return { id: row.collectionId };
  if (field === 'images') return toApiImages(row.images);
  return (row.artworkValues as Record<string, unknown>)[field.slice(VALUES_PREFIX.length)];
}

function writeField(row: ArtworkRow, field: string, value: unknown): Partial<ArtworkRow> {
  if (field === 'artist') return { artist: value as string };
  if (field === 'status') return { status: value as ArtworkRow['status'] };
  if (field === 'collection') return { collectionId: (value as { id: string }).id };
  const name = field.slice(VALUES_PREFIX.length);
  return { artworkValues: { ...row.artworkValues, [name]: value } };
}

/** The artwork as the API returns it (domain artworkSchema). */
export function toApiArtwork(row: ArtworkRow): Artwork {
  return {
    id: row.id,
    artist: row.artist,
    artistId: row.artistId,
    images: toApiImages(row.images),
    status: row.status,
    collection: { id: row.collectionId },
    archiveArtworkNumber: row.archiveArtworkNumber,
    artworkValues: row.artworkValues,
    isDeleted: row.isDeleted,
    dateCreated: row.dateCreated.toISOString(),
    lastModified: row.lastModified.toISOString(),
    version: row.version,
    ...(row.activeShareSource === null ? {} : { activeShareSource: row.activeShareSource }),
  };
}

export function createArtworksService(deps: ArtworksServiceDeps) {
  const { artworks, artists, sync, files, download, clock } = deps;

  /**
   * Spec section 5 on the server: the collection is one of the user's, artworks in a
   * production collection are the user's own, and width and height come together.
   */
  function checkRules(
    owner: Editor,
    state: Editable,
    paths: ErrorPaths,
    which: { collection: boolean; artist: boolean; dimensions: boolean },
  ): void {
    if (which.collection || which.artist) {
      const collection = owner.collections.find((item) => item.id === state.collectionId);
      if (collection === undefined) {
        throw new AppError(400, 'VALIDATION', FORM_MESSAGES.noCollection, paths.collection);
      }
      if (!productionArtistHolds(state.artist, collection, owner.name)) {
        throw new AppError(400, 'VALIDATION', FORM_MESSAGES.artistMustBeUser, paths.artist);
      }
    }
    if (which.dimensions) {
      const errors = dimensionErrors(state.artworkValues.dimensions);
      if (errors.width !== undefined) {
        throw new AppError(400, 'VALIDATION', errors.width, `${paths.dimensions}.width`);
      }
      if (errors.height !== undefined) {
        throw new AppError(400, 'VALIDATION', errors.height, `${paths.dimensions}.height`);
      }
    }
  }

  /**
   * The user's artist of this name, made when new. `log` records a new one for the pull; it
   * is called just before the artwork's own log row, since the change counter is taken last.
   */
  async function deriveArtist(
    tx: Db,
    userId: string,
    name: string,
  ): Promise<{ artistId: string; log: () => Promise<void> }> {
    const { artist, created } = await artists.findOrCreate(tx, userId, name);
    return {
      artistId: artist.id,
      log: async () => {
        if (created) await sync.logChange(tx, userId, 'artist', artist.id, 'upsert');
      },
    };
  }

  /**
   * Artworks as the sync module's record pipeline sees them: `isDeleted` marks a delete;
   * a merged artwork is checked by the collection rules and derives its artist.
   */
  const kind: SyncedKind<typeof artworksTable, ChangeContext> = {
    entity: 'artwork',
    table: artworksTable,
    filesFolder: 'artworks',
    tombstone: { field: 'isDeleted', value: true },
    isDeleted: (row) => row.isDeleted,
    uploadsWhenDeleted: true,
    read: readField,
    write: writeField,
    checkRules: ({ editor, paths }, merged, changed) => {
      checkRules(editor, merged, paths, {
        collection: changed.has('collection'),
        artist: changed.has('artist'),
        dimensions: changed.has(`${VALUES_PREFIX}dimensions`),
      });
    },
    derive: async (tx, { editor }, merged, changed) => {
      if (!changed.has('artist')) return null;
      const { artistId, log } = await deriveArtist(tx, editor.id, merged.artist);
      return { patch: { artistId }, log };
    },
  };
  const records = sync.records(kind, { files, clock });

  function createAnswer(row: ArtworkRow): CreateArtworkResponse {
    return {
      artworkId: row.id,
      archiveArtworkNumber: row.archiveArtworkNumber,
      artistId: row.artistId,
      version: row.version,
    };
  }

  return {
    toApiArtwork,
    filesPrefix: records.filesPrefix,
    /** A batch's records, locked and read at once (docs/decisions/058). */
    prelock: records.prelock,

    async list(userId: string): Promise<ListArtworksResponse> {
      const [active, known] = await Promise.all([
        artworks.listActive(userId),
        artists.list(userId),
      ]);
      return { artworks: active, artists: known };
    },

    /** The artwork's replaced values, by its owner; another user's id (or none) is 404. */
    async history(owner: Owner, id: string): Promise<HistoryResponse> {
      const entries = await records.history(owner.id, id);
      return { history: entries.map((entry) => ({ ...entry, changedBy: owner.name })) };
    },

    /**
     * The caller's artworks among `ids`, not deleted, by id: what exports print and rooms show.
     * Another user's id, a deleted one or an unknown one is simply absent.
     */
    async findOwn(userId: string, ids: readonly string[]): Promise<Map<string, Artwork>> {
      const found = await artworks.findActive(userId, [...new Set(ids)]);
      return new Map(found.map((artwork) => [artwork.id, artwork]));
    },

    /** The ids of the caller's artworks not deleted, by archive number. */
    activeIds: (userId: string) => artworks.activeIds(userId),
    /** The caller's artworks that have images, with the images' keys and names. */
    imageLists: (userId: string) => artworks.imageLists(userId),

    /**
     * The version and last change of the caller's artworks among `ids`, not deleted, by id:
     * any edit, image or deletion of one changes what this answers (rooms' page cache).
     */
    async versionsOf(
      userId: string,
      ids: readonly string[],
    ): Promise<Map<string, { version: number; lastModified: Date }>> {
      const rows = await artworks.activeVersions(userId, [...new Set(ids)]);
      return new Map(rows.map(({ id, ...rest }) => [id, rest]));
    },

    /** Current artworks (or tombstones) for the sync pull. */
    loadArtworksForSync(userId: string, ids: string[]): Promise<Map<string, unknown>> {
      return artworks.findSyncItems(userId, ids);
    },

    async loadArtistsForSync(userId: string, ids: string[]): Promise<Map<string, unknown>> {
      const items: Artist[] = await artists.findSyncItems(userId, ids);
      return new Map(items.map((item) => [item.id, item]));
    },

    /**
     * Creates the artwork under its client-made id with the user's next archive number. A
     * create of an id the caller already has is an upsert (merged as an edit based on
     * version 1); a deleted artwork stays deleted.
     */
    async create(tx: Db, owner: Editor, body: CreateBody): Promise<CreateArtworkResponse> {
      const { id, artist, status, artworkValues } = body.artwork;
      const state: Editable = { artist, status, collectionId: body.collection.id, artworkValues };
      const row = await records.create(
        tx,
        { editor: owner, paths: CREATE_PATHS },
        owner.id,
        id,
        // Only for a new id, so that an upsert does not use up an archive number.
        async () => {
          checkRules(owner, state, CREATE_PATHS, {
            collection: true,
            artist: true,
            dimensions: true,
          });
          const { artistId, log } = await deriveArtist(tx, owner.id, artist);
          const now = clock();
          return {
            row: {
              ...state,
              id,
              userId: owner.id,
              artistId,
              archiveArtworkNumber: await artworks.nextNumber(tx, owner.id),
              isDeleted: false,
              version: 1,
              fieldVersions: {},
              dateCreated: body.dateCreated === undefined ? now : new Date(body.dateCreated),
              lastModified: now,
            },
            log,
          };
        },
        flatten({ artist, status, collection: body.collection, artworkValues }),
      );
      return createAnswer(row);
    },

    /**
     * A copy saved from a share (decision 036): a new artwork of `owner` under a new id, with
     * the owner's next archive number, images already copied under its own files prefix and
     * where it came from. The collection must be the owner's.
     */
    async createCopy(
      tx: Db,
      owner: Editor,
      copy: {
        id: string;
        collectionId: string;
        artist: string;
        status: ArtworkRow['status'];
        artworkValues: ArtworkRow['artworkValues'];
        images: StoredArtworkImage[];
        activeShareSource: ActiveShareSource;
      },
    ): Promise<string> {
      const state: Editable = {
        artist: copy.artist,
        status: copy.status,
        collectionId: copy.collectionId,
        artworkValues: copy.artworkValues,
      };
      const row = await records.create(
        tx,
        { editor: owner, paths: CREATE_PATHS },
        owner.id,
        copy.id,
        async () => {
          checkRules(owner, state, CREATE_PATHS, {
            collection: true,
            artist: true,
            dimensions: false,
          });
          const { artistId, log } = await deriveArtist(tx, owner.id, copy.artist);
          const now = clock();
          return {
            row: {
              ...state,
              id: copy.id,
              userId: owner.id,
              artistId,
              archiveArtworkNumber: await artworks.nextNumber(tx, owner.id),
              images: copy.images,
              activeShareSource: copy.activeShareSource,
              isDeleted: false,
              version: 1,
              fieldVersions: {},
              dateCreated: now,
              lastModified: now,
            },
            log,
          };
        },
        [],
      );
      return row.id;
    },

    /** Whether the user has this artwork and it is not deleted, read in `tx`. */
    async isLive(tx: Db, userId: string, id: string): Promise<boolean> {
      return artworks.isLive(tx, userId, id);
    },

    /**
     * Edits an artwork; a deleted one is left as it is (delete wins). The keys of images the
     * edit deleted go into `removedImageKeys`: the caller deletes their files after the commit.
     */
    async update(
      tx: Db,
      owner: Editor,
      body: UpdateBody,
      removedImageKeys: string[] = [],
    ): Promise<UpdateArtworkResponse> {
      const context = { editor: owner, paths: UPDATE_PATHS };
      const merged = await records.edit(tx, context, owner.id, body.id, body.baseVersion, (row) =>
        withImages(
          flatten(body.changes),
          row,
          body.changes.images,
          body.baseVersion,
          removedImageKeys,
        ),
      );
      if (merged === null) return { artworkId: body.id, deleted: true };
      return { artworkId: body.id, deleted: false, artwork: toApiArtwork(merged) };
    },

    /** One signed upload address under the artwork's prefix; another user's artwork is 404. */
    imageUrls: records.imageUrls,

    /**
     * Downloads an image by its link (the file-hosting chooser) and stores it, checked and
     * with its derivatives, under the artwork's prefix; the key is then linked as an upload.
     */
    async importImage(owner: Owner, id: string, link: string): Promise<{ key: string }> {
      if (!(await records.isOwn(owner.id, id))) throw recordNotFound();
      const result = await download(link, {
        maxBytes: IMAGE_MAX_BYTES,
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
      if (!result.ok) {
        // The file's own size has its reason; every refusal of the link's address or of the
        // network is one and the same 400, so an answer never maps the inside (decision 020).
        if (result.reason === 'tooLarge') {
          throw new AppError(413, 'BODY_TOO_LARGE', IMAGE_MESSAGES.tooLarge, 'link');
        }
        throw new AppError(400, 'VALIDATION', IMAGE_MESSAGES.importRefused, 'link');
      }
      const key = newImageKey(records.filesPrefix(owner.id, id));
      await files.acceptUpload(key, result.bytes);
      return { key };
    },

    /**
     * Links an uploaded image to the artwork at its `sortIndex`. Linking a connectionId the
     * artwork has already answers that image and changes nothing.
     */
    linkImage(
      tx: Db,
      userId: string,
      id: string,
      body: LinkBody,
    ): Promise<LinkArtworkImageResponse> {
      return records.linkImage(tx, userId, id, body, {
        linked: (row) => {
          const existing = row.images.find((image) => image.connectionId === body.imageToConnect);
          const [image] = existing === undefined ? [] : toApiImages([existing]);
          return image === undefined ? undefined : { artworkId: id, image, version: row.version };
        },
        check: (row) => {
          if (row.images.length >= ARTWORK_MAX_IMAGES) {
            throw new AppError(400, 'VALIDATION', IMAGE_MESSAGES.tooManyImages, 'imageToConnect');
          }
        },
        link: (row, image, version) => {
          const linked: StoredArtworkImage = {
            ...image,
            sortIndex: body.sortIndex,
            linkedVersion: version,
          };
          const images = insertImage(row.images, linked);
          const newValue = toApiImages(images);
          const shown = newValue.find((item) => item.connectionId === linked.connectionId);
          if (shown === undefined) throw new Error('A linked image is missing from its artwork');
          return {
            patch: { images },
            replaced: { field: 'images', oldValue: toApiImages(row.images), newValue },
            answer: { artworkId: id, image: shown, version },
          };
        },
      });
    },

    /** Marks the artwork deleted (a tombstone for sync); deleting it again changes nothing. */
    async delete(tx: Db, userId: string, id: string): Promise<DeleteArtworkResponse> {
      await records.delete(tx, userId, id);
      return { artworkId: id, deleted: true };
    },
  };
}

/**
 * An edit's whole list of images as one more change (docs/decisions/016): the images it
 * deletes go into `removed`, for their files to go after the commit.
 */
function withImages(
  changes: FieldChange<ArtworkRow>[],
  row: ArtworkRow,
  change: ArtworkImagesChange | undefined,
  baseVersion: number,
  removed: string[],
): FieldChange<ArtworkRow>[] {
  if (change === undefined) return changes;
  const result = applyImagesChange(row.images, change, baseVersion);
  removed.push(...result.removed.map((image) => image.key));
  const value = toApiImages(result.images);
  return [...changes, { field: 'images', value, patch: { images: result.images } }];
}

export type ArtworksService = ReturnType<typeof createArtworksService>;
