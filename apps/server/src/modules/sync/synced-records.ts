import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import type { SyncOp } from '@archive/domain/sync/sync.schema';
import type { ImageContentType } from '@archive/domain/images/image-limits';
import type { ImageUrlsResponse, linkImageBodySchema } from '@archive/domain/images/image.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  isKeyUnder,
  newImageKey,
  notThisRecordsUpload,
  recordFilesPrefix,
} from '../../lib/image-keys';
import { sameValue } from '@archive/domain/sync/same-value';
import { recordNotFound } from '../../lib/record-not-found';
import type { Clock } from '../../lib/clock';
import type {
  FieldChange,
  ImageLinkSteps,
  LinkedImage,
  NewRowOf,
  Replaced,
  RowOf,
  SyncedKind,
  SyncedTable,
} from './synced-kind';
import { createSyncedRecordsRepository } from './synced-records.repository';
import type { SyncService } from './sync.service';

/** What the pipeline takes from the module that owns the kind. */
export interface SyncedRecordsDeps {
  files: Pick<FastifyInstance['files'], 'createUploadUrl' | 'processUploadedImage' | 'publicUrl'>;
  clock: Clock;
}

type LinkBody = z.output<typeof linkImageBodySchema>;
type Sync = Pick<SyncService, 'logChange' | 'recordReplaced' | 'history'>;

/** A new record and what its insert derived (logged just before the record's own log row). */
export interface NewRecord<T extends SyncedTable> {
  row: NewRowOf<T>;
  log?: () => Promise<void>;
}

/**
 * The steps every synced kind takes on the server, written once (docs/decisions/009 and 025):
 * lock the owner's record, merge an edit field by field against its `baseVersion` keeping
 * every replaced value in the history, delete as a tombstone, log each change for the pull,
 * hand out upload addresses and link uploaded images. Every write takes the transaction of
 * `app.sync.idempotent`.
 */
export function createSyncedRecords<T extends SyncedTable, Ctx>(
  kind: SyncedKind<T, Ctx>,
  db: Db,
  sync: Sync,
  deps: SyncedRecordsDeps,
) {
  type Row = RowOf<T>;
  const repository = createSyncedRecordsRepository(db, kind.table);
  const { files, clock } = deps;

  function filesPrefix(userId: string, id: string): string {
    return recordFilesPrefix(userId, kind.filesFolder, id);
  }

  /**
   * Records a batch locked and read at once, by its transaction (see `prelock`); each is used
   * by the first change that locks it, and read again by any other.
   */
  const prelocked = new WeakMap<Db, Map<string, Row | null>>();

  /** The record, locked until the transaction ends; null when there is none (anyone's). */
  async function lock(tx: Db, id: string): Promise<Row | null> {
    const batch = prelocked.get(tx);
    const row = batch?.get(id);
    if (batch !== undefined && row !== undefined) {
      batch.delete(id);
      return row;
    }
    return repository.lockById(tx, id);
  }

  /**
   * Locks and reads the records of a batch's changes in one statement, in the order of their
   * ids (docs/decisions/058): the changes that run in `tx` then lock them without a query.
   */
  async function prelock(tx: Db, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const rows = await repository.lockMany(tx, unique);
    const found = new Map<string, Row | null>(unique.map((id) => [id, null]));
    for (const row of rows) found.set(row.id, row);
    prelocked.set(tx, found);
  }

  /** The caller's record, locked for the change; another user's id is 404, as is none. */
  async function lockOwn(tx: Db, userId: string, id: string): Promise<Row> {
    const row = await lock(tx, id);
    if (row === null || row.userId !== userId) throw recordNotFound();
    return row;
  }

  /**
   * Writes one change of `row`: the next version, each replaced field's version, the values
   * it replaced into the history, then the log row (after `beforeLog`, which logs what the
   * change derived: the change counter is taken last).
   */
  async function commit(
    tx: Db,
    row: Row,
    change: {
      patch: Partial<Row>;
      replaced: (Replaced & { concurrent?: boolean })[];
      version: number;
      at: Date;
      op?: SyncOp;
      beforeLog?: () => Promise<void>;
    },
  ): Promise<Row> {
    const fieldVersions = { ...row.fieldVersions };
    for (const { field } of change.replaced) fieldVersions[field] = change.version;
    const updated = await repository.update(tx, row.id, {
      ...change.patch,
      fieldVersions,
      version: change.version,
      lastModified: change.at,
    });
    await sync.recordReplaced(
      tx,
      {
        userId: row.userId,
        entity: kind.entity,
        entityId: row.id,
        version: change.version,
        at: change.at,
      },
      change.replaced.map((value) => ({ ...value, concurrent: value.concurrent ?? false })),
    );
    await change.beforeLog?.();
    await sync.logChange(tx, row.userId, kind.entity, row.id, change.op ?? 'upsert');
    return updated;
  }

  /**
   * Merges changes field by field. A field that also changed after `baseVersion` is still
   * overwritten (this is the later write); every replaced value goes to the history, marked
   * `concurrent` in that case. The kind's rules are checked again on the merged record for
   * what changed. Nothing changes (no new version) when every value is the same.
   */
  async function merge(
    tx: Db,
    ctx: Ctx,
    row: Row,
    changes: readonly FieldChange<Row>[],
    baseVersion: number,
  ): Promise<Row> {
    let merged: Row = row;
    let patch: Partial<Row> = {};
    const replaced = [];
    for (const { field, value, patch: written } of changes) {
      const oldValue = kind.read(merged, field);
      if (sameValue(oldValue, value)) continue;
      const columns = written ?? kind.write(merged, field, value);
      merged = { ...merged, ...columns };
      patch = { ...patch, ...columns };
      replaced.push({
        field,
        oldValue,
        newValue: value,
        concurrent: (row.fieldVersions[field] ?? 0) > baseVersion,
      });
    }
    if (replaced.length === 0) return row;
    const changed = new Set(replaced.map((item) => item.field));
    kind.checkRules?.(ctx, merged, changed);
    const derived = (await kind.derive?.(tx, ctx, merged, changed)) ?? null;
    return commit(tx, row, {
      patch: { ...patch, ...derived?.patch },
      replaced,
      version: row.version + 1,
      at: clock(),
      ...(derived === null ? {} : { beforeLog: derived.log }),
    });
  }

  /** A create of a record the caller has already: an edit based on version 1. */
  async function mergeExisting(
    tx: Db,
    ctx: Ctx,
    userId: string,
    id: string,
    changes: readonly FieldChange<Row>[],
  ): Promise<Row> {
    const row = await lockOwn(tx, userId, id);
    if (kind.isDeleted(row)) return row;
    return merge(tx, ctx, row, changes, 1);
  }

  /** One signed upload address under the record's prefix; another user's record is 404. */
  async function imageUrls(
    userId: string,
    id: string,
    contentType: ImageContentType,
  ): Promise<ImageUrlsResponse> {
    const row = await repository.findOwn(userId, id);
    if (row === null || (kind.isDeleted(row) && !kind.uploadsWhenDeleted)) {
      throw recordNotFound();
    }
    const target = await files.createUploadUrl(newImageKey(filesPrefix(userId, id)), contentType);
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
  }

  return {
    filesPrefix,
    imageUrls,
    lockOwn,
    merge,

    prelock,

    /** True when the user has this record (deleted or not). */
    async isOwn(userId: string, id: string): Promise<boolean> {
      return (await repository.findOwn(userId, id)) !== null;
    },

    /**
     * Creates the record under its client-made id, built by `build` (only when the id is
     * new, so that an upsert uses up nothing). A create of an id the caller already has is
     * an upsert, merged as an edit based on version 1; a deleted record stays deleted.
     */
    async create(
      tx: Db,
      ctx: Ctx,
      userId: string,
      id: string,
      build: () => Promise<NewRecord<T>>,
      changes: readonly FieldChange<Row>[],
    ): Promise<Row> {
      if ((await lock(tx, id)) !== null) {
        return mergeExisting(tx, ctx, userId, id, changes);
      }
      const record = await build();
      const inserted = await repository.insertIfAbsent(tx, record.row);
      // Null only when a concurrent create of the same id committed first.
      if (inserted === null) return mergeExisting(tx, ctx, userId, id, changes);
      await record.log?.();
      await sync.logChange(tx, userId, kind.entity, id, 'upsert');
      return inserted;
    },

    /**
     * Edits a record; a deleted one is left as it is (delete wins) and answers null.
     * `changesOf` reads the locked record (an edit of images depends on what it holds).
     */
    async edit(
      tx: Db,
      ctx: Ctx,
      userId: string,
      id: string,
      baseVersion: number,
      changesOf: (row: Row) => FieldChange<Row>[],
    ): Promise<Row | null> {
      const row = await lockOwn(tx, userId, id);
      if (kind.isDeleted(row)) return null;
      return merge(tx, ctx, row, changesOf(row), baseVersion);
    },

    /** Marks the record deleted (a tombstone for sync); deleting it again changes nothing. */
    async delete(tx: Db, userId: string, id: string): Promise<void> {
      const row = await lockOwn(tx, userId, id);
      if (kind.isDeleted(row)) return;
      const { field, value } = kind.tombstone;
      await commit(tx, row, {
        patch: { [field]: value } as Partial<Row>,
        replaced: [{ field, oldValue: row[field], newValue: value }],
        version: row.version + 1,
        at: clock(),
        op: 'delete',
      });
    },

    /** The record's replaced values, by its owner; another user's id (or none) is 404. */
    async history(userId: string, id: string): Promise<HistoryEntry[]> {
      if ((await repository.findOwn(userId, id)) === null) throw recordNotFound();
      return sync.history(userId, kind.entity, id);
    },

    /**
     * Links an uploaded image. Linking what is linked already answers it and changes nothing.
     * The key must be one handed out for this record; the file is checked (a refused one is
     * deleted) and its derivatives made.
     */
    async linkImage<Answer>(
      tx: Db,
      userId: string,
      id: string,
      body: LinkBody,
      steps: ImageLinkSteps<Row, Answer>,
    ): Promise<Answer> {
      const { key } = body;
      const row = await lockOwn(tx, userId, id);
      if (kind.isDeleted(row)) throw recordNotFound();
      const linked = steps.linked(row);
      if (linked !== undefined) return linked;
      if (!isKeyUnder(key, filesPrefix(userId, id))) throw notThisRecordsUpload();
      steps.check?.(row);
      const checked = await files.processUploadedImage(key);
      const at = clock();
      const version = row.version + 1;
      const image: LinkedImage = {
        connectionId: body.imageToConnect,
        key,
        url: files.publicUrl(key),
        name: body.name,
        type: checked.contentType,
        description: body.description,
        dateCreated: body.dateCreated ?? at.toISOString(),
        width: checked.width,
        height: checked.height,
      };
      const link = steps.link(row, image, version);
      await commit(tx, row, { patch: link.patch, replaced: [link.replaced], version, at });
      return link.answer;
    },
  };
}

export type SyncedRecords<T extends SyncedTable, Ctx> = ReturnType<
  typeof createSyncedRecords<T, Ctx>
>;
