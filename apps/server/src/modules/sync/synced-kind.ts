import type { ContactImage } from '@archive/domain/images/image.schema';
import type { SyncEntity } from '@archive/domain/sync/sync.schema';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * The description of one kind of synced record (docs/decisions/025): what the sync module's
 * record pipeline (synced-records.ts) needs to lock, merge, delete, log and link images for
 * it. A module that owns a synced kind writes this once and keeps only its own rules; the
 * web app describes each kind the same way in data/local/*-entity.ts. Other modules import
 * these types only; the pipeline itself is `app.sync.records(kind, deps)`.
 */

/** The signed-in user, as a synced kind's rules and history need them. */
export interface Owner {
  id: string;
  name: string;
}

/** The columns every synced table has (besides its own). */
export interface SyncedRow {
  id: string;
  userId: string;
  version: number;
  /** The version at which each field last changed: { firstName: 3, 'address.city': 5 }. */
  fieldVersions: Record<string, number>;
  lastModified: Date;
}

/** A synced table: its id is made by the client, `user_id` names the owner. */
export type SyncedTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  $inferSelect: SyncedRow;
};

export type RowOf<T extends SyncedTable> = T['$inferSelect'];
export type NewRowOf<T extends SyncedTable> = T['$inferInsert'];

/** One field of an edit, as history and field versions name it. */
export interface FieldChange<Row> {
  field: string;
  value: unknown;
  /** What the change writes when it is not `write(field, value)` (artworks' stored images). */
  patch?: Partial<Row>;
}

/** Values derived from a merged record, written with it (artworks: the artist). */
export interface Derived<Row> {
  patch: Partial<Row>;
  /** Logs what the derivation made; runs just before the record's own log row. */
  log: () => Promise<void>;
}

/**
 * @typeParam T    the table.
 * @typeParam Ctx  what the rules of one change need (artworks: the editor and error paths).
 */
export interface SyncedKind<T extends SyncedTable, Ctx> {
  entity: SyncEntity;
  table: T;
  /** The storage folder of its images: `users/<userId>/<filesFolder>/<id>`. */
  filesFolder: string;
  /** The field a delete sets, and to what (the tombstone the pull sends). */
  tombstone: { field: keyof RowOf<T> & string; value: unknown };
  isDeleted: (row: RowOf<T>) => boolean;
  /** Whether a deleted record still gets an upload address (artworks do; contacts 404). */
  uploadsWhenDeleted: boolean;
  /** A mergeable field's current value, as the history keeps it. */
  read: (row: RowOf<T>, field: string) => unknown;
  /** The columns that hold `value` in `field`. */
  write: (row: RowOf<T>, field: string, value: unknown) => Partial<RowOf<T>>;
  /** The rules hook: throws an AppError when the merged record breaks a rule for what changed. */
  checkRules?: (ctx: Ctx, merged: RowOf<T>, changed: ReadonlySet<string>) => void;
  /** Values derived from the merged record for what changed; null when none. */
  derive?: (
    tx: Db,
    ctx: Ctx,
    merged: RowOf<T>,
    changed: ReadonlySet<string>,
  ) => Promise<Derived<RowOf<T>> | null>;
}

/** A value a change replaced, for the history. */
export interface Replaced {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** How a kind links an uploaded image (the pipeline checks owner, key and file around it). */
export interface ImageLinkSteps<Row, Answer> {
  /** The answer when `imageToConnect` is linked already (a retry): nothing changes. */
  linked: (row: Row) => Answer | undefined;
  /** The kind's own refusals (artworks: too many images); throws an AppError. */
  check?: (row: Row) => void;
  /** The link: what it writes, the value it replaces, and the answer. */
  link: (
    row: Row,
    image: LinkedImage,
    version: number,
  ) => { patch: Partial<Row>; replaced: Replaced; answer: Answer };
}

/**
 * An uploaded image as linked to a record: checked by the files module (its type and size as
 * shown), with its address, the link call's name and description, and when it was linked.
 */
export type LinkedImage = ContactImage;
