import type { Collection } from '@archive/domain/auth/auth.schema';
import { dimensionErrors, productionArtistHolds } from '@archive/domain/artworks/artwork.rules';
import type {
  Artist,
  Artwork,
  ArtworkChanges,
  ArtworkImagesChange,
  ArtworkTombstone,
  ArtworkValues,
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
  type ImageUrlsResponse,
  type LinkArtworkImageResponse,
  type linkImageBodySchema,
} from '@archive/domain/images/image.schema';
import { IMAGE_MAX_BYTES, type ImageContentType } from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Download } from '../../adapters/download/http-download';
import type { Db } from '../../db/client';
import type { ArtworkRow, NewArtworkRow, StoredArtworkImage } from '../../db/schema-artworks';
import { AppError } from '../../lib/app-error';
import { recordNotFound, sameValue } from '../../lib/record-merge';
import {
  isKeyUnder,
  newImageKey,
  notThisRecordsUpload,
  recordFilesPrefix,
} from '../../lib/image-keys';
import type { Clock } from '../../plugins/clock';
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

/** The signed-in user, as the rules need them. */
export interface Owner {
  id: string;
  name: string;
}

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

/** Where an artwork's image files live; deleting the artwork deletes this prefix. */
export function artworkFilesPrefix(userId: string, artworkId: string): string {
  return recordFilesPrefix(userId, 'artworks', artworkId);
}

/**
 * A mergeable field as history and field versions name it: 'artist', 'status', 'collection'
 * or 'artworkValues.<value>' (each value replaced whole: a `dimensions`, a `price`).
 */
type MergeField = string;

interface FieldChange {
  field: MergeField;
  value: unknown;
}

/** What the user edits of one artwork, as the merge sees it. */
interface Editable {
  artist: string;
  status: ArtworkRow['status'];
  collectionId: string;
  artworkValues: ArtworkValues;
}

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

/** The changes as (field, value) pairs; `artworkValues` is split into its values. */
function flatten(changes: ArtworkChanges): FieldChange[] {
  const flat: FieldChange[] = [];
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

function currentValue(state: Editable, field: MergeField): unknown {
  if (field === 'artist') return state.artist;
  if (field === 'status') return state.status;
  if (field === 'collection') return { id: state.collectionId };
  return (state.artworkValues as Record<string, unknown>)[field.slice(VALUES_PREFIX.length)];
}

function applyValue(state: Editable, field: MergeField, value: unknown): Editable {
  if (field === 'artist') return { ...state, artist: value as string };
  if (field === 'status') return { ...state, status: value as Editable['status'] };
  if (field === 'collection') return { ...state, collectionId: (value as { id: string }).id };
  const name = field.slice(VALUES_PREFIX.length);
  return { ...state, artworkValues: { ...state.artworkValues, [name]: value } };
}

/** JSON with sorted keys: jsonb hands objects back in its own key order. */
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
  };
}

export function createArtworksService(deps: ArtworksServiceDeps) {
  const { artworks, artists, sync, files, download, clock } = deps;

  /** The caller's artwork, locked for the change; another user's id is 404, as is none. */
  async function lockOwn(tx: Db, userId: string, id: string): Promise<ArtworkRow> {
    const row = await artworks.lockById(tx, id);
    if (row === null || row.userId !== userId) throw recordNotFound();
    return row;
  }

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
   * Merges changes field by field. A field that also changed after `baseVersion` is still
   * overwritten (this is the later write); every replaced value goes to the history, marked
   * `concurrent` in that case. The rules are checked again on the merged artwork for what
   * changed. Nothing changes (no new version) when every value is the same.
   */
  async function merge(
    tx: Db,
    owner: Editor,
    row: ArtworkRow,
    changes: FieldChange[],
    baseVersion: number,
    paths: ErrorPaths,
    images?: { change: ArtworkImagesChange; removed: string[] },
  ): Promise<ArtworkRow> {
    const version = row.version + 1;
    let state: Editable = {
      artist: row.artist,
      status: row.status,
      collectionId: row.collectionId,
      artworkValues: row.artworkValues,
    };
    const fieldVersions = { ...row.fieldVersions };
    const replaced = [];
    for (const { field, value } of changes) {
      const oldValue = currentValue(state, field);
      if (sameValue(oldValue, value)) continue;
      state = applyValue(state, field, value);
      replaced.push({
        field,
        oldValue,
        newValue: value,
        concurrent: (row.fieldVersions[field] ?? 0) > baseVersion,
      });
      fieldVersions[field] = version;
    }
    let nextImages: StoredArtworkImage[] | null = null;
    if (images !== undefined) {
      const result = applyImagesChange(row.images, images.change, baseVersion);
      const oldValue = toApiImages(row.images);
      const newValue = toApiImages(result.images);
      if (!sameValue(oldValue, newValue)) {
        nextImages = result.images;
        images.removed.push(...result.removed.map((image) => image.key));
        replaced.push({
          field: 'images',
          oldValue,
          newValue,
          concurrent: (row.fieldVersions.images ?? 0) > baseVersion,
        });
        fieldVersions.images = version;
      }
    }
    if (replaced.length === 0) return row;
    const changed = new Set(replaced.map((item) => item.field));
    checkRules(owner, state, paths, {
      collection: changed.has('collection'),
      artist: changed.has('artist'),
      dimensions: changed.has(`${VALUES_PREFIX}dimensions`),
    });
    const set: Partial<NewArtworkRow> = { ...state };
    if (nextImages !== null) set.images = nextImages;
    const derived = changed.has('artist') ? await deriveArtist(tx, owner.id, state.artist) : null;
    if (derived !== null) set.artistId = derived.artistId;
    const now = clock();
    const updated = await artworks.update(tx, row.id, {
      ...set,
      fieldVersions,
      version,
      lastModified: now,
    });
    await sync.recordReplaced(
      tx,
      { userId: owner.id, entity: 'artwork', entityId: row.id, version, at: now },
      replaced,
    );
    await derived?.log();
    await sync.logChange(tx, owner.id, 'artwork', row.id, 'upsert');
    return updated;
  }

  function createAnswer(row: ArtworkRow): CreateArtworkResponse {
    return {
      artworkId: row.id,
      archiveArtworkNumber: row.archiveArtworkNumber,
      artistId: row.artistId,
      version: row.version,
    };
  }

  /** A create of an artwork the caller has already: an edit based on version 1. */
  async function upsertExisting(
    tx: Db,
    owner: Editor,
    id: string,
    body: CreateBody,
  ): Promise<CreateArtworkResponse> {
    const row = await lockOwn(tx, owner.id, id);
    if (row.isDeleted) return createAnswer(row);
    const { artist, status, artworkValues } = body.artwork;
    const changes = flatten({ artist, status, collection: body.collection, artworkValues });
    return createAnswer(await merge(tx, owner, row, changes, 1, CREATE_PATHS));
  }

  return {
    toApiArtwork,

    async list(userId: string): Promise<ListArtworksResponse> {
      const [active, known] = await Promise.all([
        artworks.listActive(userId),
        artists.list(userId),
      ]);
      return { artworks: active, artists: known };
    },

    /** The artwork's replaced values, by its owner; another user's id (or none) is 404. */
    async history(owner: Owner, id: string): Promise<HistoryEntry[]> {
      if (!(await artworks.isOwn(owner.id, id))) throw recordNotFound();
      const entries = await sync.history(owner.id, 'artwork', id);
      return entries.map((entry) => ({ ...entry, changedBy: owner.name }));
    },

    /** Current artworks (or tombstones) for the sync pull. */
    async loadArtworksForSync(userId: string, ids: string[]): Promise<Map<string, unknown>> {
      const items: (Artwork | ArtworkTombstone)[] = await artworks.findSyncItems(userId, ids);
      return new Map(items.map((item) => [item.id, item]));
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
      // Looked up first so that an upsert does not use up an archive number.
      if ((await artworks.lockById(tx, id)) !== null) {
        return upsertExisting(tx, owner, id, body);
      }
      const state: Editable = { artist, status, collectionId: body.collection.id, artworkValues };
      checkRules(owner, state, CREATE_PATHS, {
        collection: true,
        artist: true,
        dimensions: true,
      });
      const { artistId, log: logArtist } = await deriveArtist(tx, owner.id, artist);
      const now = clock();
      const inserted = await artworks.insertIfAbsent(tx, {
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
      });
      // Null only when a concurrent create of the same id committed first.
      if (inserted === null) return upsertExisting(tx, owner, id, body);
      await logArtist();
      await sync.logChange(tx, owner.id, 'artwork', id, 'upsert');
      return createAnswer(inserted);
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
      const row = await lockOwn(tx, owner.id, body.id);
      if (row.isDeleted) return { artworkId: row.id, deleted: true };
      const changes = flatten(body.changes);
      const images =
        body.changes.images === undefined
          ? undefined
          : { change: body.changes.images, removed: removedImageKeys };
      const merged = await merge(tx, owner, row, changes, body.baseVersion, UPDATE_PATHS, images);
      return { artworkId: row.id, deleted: false, artwork: toApiArtwork(merged) };
    },

    /** One signed upload address under the artwork's prefix; another user's artwork is 404. */
    async imageUrls(
      owner: Owner,
      id: string,
      contentType: ImageContentType,
    ): Promise<ImageUrlsResponse> {
      if (!(await artworks.isOwn(owner.id, id))) throw recordNotFound();
      const target = await files.createUploadUrl(
        newImageKey(artworkFilesPrefix(owner.id, id)),
        contentType,
      );
      return {
        imageUploads: [
          {
            uploadURL: target.uploadURL,
            key: target.key,
            headers: target.headers,
            expiresAt: target.expiresAt.toISOString(),
          },
        ],
      };
    },

    /**
     * Downloads an image by its link (the file-hosting chooser) and stores it, checked and
     * with its derivatives, under the artwork's prefix; the key is then linked as an upload.
     */
    async importImage(owner: Owner, id: string, link: string): Promise<{ key: string }> {
      if (!(await artworks.isOwn(owner.id, id))) throw recordNotFound();
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
      const key = newImageKey(artworkFilesPrefix(owner.id, id));
      await files.acceptUpload(key, result.bytes);
      return { key };
    },

    /**
     * Links an uploaded image to the artwork. Linking a connectionId the artwork has already
     * answers that image and changes nothing. The key must be one handed out for this
     * artwork; the file is checked (a refused one is deleted) and its derivatives made.
     */
    async linkImage(
      tx: Db,
      owner: Owner,
      id: string,
      body: LinkBody,
    ): Promise<LinkArtworkImageResponse> {
      const row = await lockOwn(tx, owner.id, id);
      if (row.isDeleted) throw recordNotFound();
      const existing = row.images.find((image) => image.connectionId === body.imageToConnect);
      if (existing !== undefined) {
        const [image] = toApiImages([existing]);
        if (image !== undefined) return { artworkId: id, image, version: row.version };
      }
      if (!isKeyUnder(body.key, artworkFilesPrefix(owner.id, id))) throw notThisRecordsUpload();
      if (row.images.length >= ARTWORK_MAX_IMAGES) {
        throw new AppError(400, 'VALIDATION', IMAGE_MESSAGES.tooManyImages, 'imageToConnect');
      }
      const checked = await files.processUploadedImage(body.key);
      const now = clock();
      const version = row.version + 1;
      const linked: StoredArtworkImage = {
        connectionId: body.imageToConnect,
        key: body.key,
        url: files.publicUrl(body.key),
        name: body.name,
        type: checked.contentType,
        description: body.description,
        sortIndex: body.sortIndex,
        dateCreated: body.dateCreated ?? now.toISOString(),
        width: checked.width,
        height: checked.height,
        linkedVersion: version,
      };
      const images = insertImage(row.images, linked);
      const oldValue = toApiImages(row.images);
      const newValue = toApiImages(images);
      await artworks.update(tx, id, {
        images,
        version,
        fieldVersions: { ...row.fieldVersions, images: version },
        lastModified: now,
      });
      await sync.recordReplaced(
        tx,
        { userId: owner.id, entity: 'artwork', entityId: id, version, at: now },
        [{ field: 'images', oldValue, newValue, concurrent: false }],
      );
      await sync.logChange(tx, owner.id, 'artwork', id, 'upsert');
      const image = newValue.find((item) => item.connectionId === linked.connectionId);
      if (image === undefined) throw new Error('A linked image is missing from its artwork');
      return { artworkId: id, image, version };
    },

    /** Marks the artwork deleted (a tombstone for sync); deleting it again changes nothing. */
    async delete(tx: Db, userId: string, id: string): Promise<DeleteArtworkResponse> {
      const row = await lockOwn(tx, userId, id);
      if (row.isDeleted) return { artworkId: id, deleted: true };
      const now = clock();
      const version = row.version + 1;
      await artworks.update(tx, id, {
        isDeleted: true,
        version,
        fieldVersions: { ...row.fieldVersions, isDeleted: version },
        lastModified: now,
      });
      await sync.recordReplaced(tx, { userId, entity: 'artwork', entityId: id, version, at: now }, [
        { field: 'isDeleted', oldValue: false, newValue: true, concurrent: false },
      ]);
      await sync.logChange(tx, userId, 'artwork', id, 'delete');
      return { artworkId: id, deleted: true };
    },
  };
}

export type ArtworksService = ReturnType<typeof createArtworksService>;
