import Dexie from 'dexie';
import type { Table } from 'dexie';
import type {
  Artist,
  Artwork,
  ArtworkChanges,
  ArtworkValues,
  CreateArtworkResponse,
} from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type {
  Contact,
  ContactAddress,
  ContactFormValues,
  CreateContactResponse,
} from '@archive/domain/contacts/contact.schema';
import type { ImageContentType } from '@archive/domain/images/image-limits';
import type { OutboxState } from '@archive/domain/sync/outbox.rules';
import type { ShareRecord } from '@archive/domain/sharing/share.schema';
import { artworkListMiddleware, rebuildArtworkList } from './artwork-list-index';

/**
 * The local store of one signed-in user (docs/decisions/010-web-sync-engine.md). Every user has
 * a database of their own, so signing out deletes exactly that user's data.
 */

/**
 * A contact as this device shows it: the server's copy with this device's pending changes
 * applied on top. `version` is the server version the local copy is based on (0 before the
 * create reached the server); status 'deleted' means a delete is queued and the screens hide it.
 */
export type ContactRow = Contact;

/** The fields of an edit; `address` carries only its changed sub-fields (decision 009). */
export type ContactChangeSet = Partial<Omit<ContactFormValues, 'address'>> & {
  address?: Partial<ContactAddress>;
};

/** What a create sends: the full contact with its client-made id. */
export type ContactCreatePayload = ContactFormValues & { id: string; dateCreated: string };

/**
 * An artwork as this device shows it, like `ContactRow`: `isDeleted` true means a delete is
 * queued; `archiveArtworkNumber` and `artistId` stay null until the create's answer.
 */
export type ArtworkRow = Artwork;

/** An artist the server derived from artwork names; read-only here, kept by the pull. */
export type ArtistRow = Artist;

/** The fields of an artwork edit; each `artworkValues` field whole (decision 014). */
export type ArtworkChangeSet = ArtworkChanges;

/** What an artwork create sends: the body of POST /v1/artworks as is. */
export interface ArtworkCreatePayload {
  artwork: {
    id: string;
    artist: string;
    status: Artwork['status'];
    artworkValues: ArtworkValues;
  };
  collection: { id: string };
  dateCreated: string;
}

/**
 * The types of each synced entity, keyed by the outbox item's `entity`. Code over several
 * entities is generic in the key, so an item's payload and its record keep their pairing.
 */
export interface EntityTypes {
  contact: {
    row: ContactRow;
    formValues: ContactFormValues;
    changes: ContactChangeSet;
    create: ContactCreatePayload;
    createAnswer: CreateContactResponse;
  };
  artwork: {
    row: ArtworkRow;
    formValues: ArtworkFormValues;
    changes: ArtworkChangeSet;
    create: ArtworkCreatePayload;
    createAnswer: CreateArtworkResponse;
  };
}
export type EntityKind = keyof EntityTypes;
export type RowOf<K extends EntityKind> = EntityTypes[K]['row'];
export type FormValuesOf<K extends EntityKind> = EntityTypes[K]['formValues'];
export type ChangesOf<K extends EntityKind> = EntityTypes[K]['changes'];
export type CreatePayloadOf<K extends EntityKind> = EntityTypes[K]['create'];
export type CreateAnswerOf<K extends EntityKind> = EntityTypes[K]['createAnswer'];

interface OutboxItemBase {
  /** The item's own id (UUID v7), sent as the `Idempotency-Key`. */
  id: string;
  /** The record the change is about. */
  itemId: string;
  state: OutboxState;
  /** Failed sends so far (server answers, not lost connections). */
  attempt: number;
  /** Milliseconds since 1970; with `id` it orders the items of one record. */
  createdAt: number;
  /** Whether the item was ever handed to the network (its change may be on the server). */
  sent: boolean;
}

/**
 * An image kept on this device, to upload and link (artworks only). `uploadedKey` is set once
 * the bytes are stored, so a retry links the same key: the link's body must not change under
 * its Idempotency-Key.
 */
export interface LinkImagePayload {
  connectionId: string;
  description: string;
  sortIndex: number;
  dateCreated: string;
  name: string;
  type: ImageContentType;
  uploadedKey?: string;
}

export type OutboxAction<K extends EntityKind> =
  | { action: 'create'; payload: CreatePayloadOf<K> }
  | { action: 'update'; payload: { baseVersion: number; changes: ChangesOf<K> } }
  | { action: 'delete'; payload: Record<string, never> }
  | (K extends 'artwork' ? { action: 'linkImage'; payload: LinkImagePayload } : never);

/**
 * A queued change. `OutboxItem` is the union over entities; `OutboxItem<K>` one entity's item
 * (items stored by version 1 are all `entity: 'contact'`).
 */
export type OutboxItem<K extends EntityKind = EntityKind> = {
  [E in K]: OutboxItemBase & { entity: E } & OutboxAction<E>;
}[K];

/** The fields every item has, whatever its action. */
export function itemFields<K extends EntityKind>(
  item: OutboxItem<K>,
): OutboxItemBase & { entity: K } {
  const { id, itemId, entity, state, attempt, createdAt, sent } = item;
  return { id, itemId, entity, state, attempt, createdAt, sent };
}

/**
 * One entity's items as the outbox table takes them. Sound, since `OutboxItem` is the union
 * of every `OutboxItem<K>`; TypeScript cannot see that for a generic `K`.
 */
export function asStored<K extends EntityKind>(items: readonly OutboxItem<K>[]): OutboxItem[] {
  return items as readonly OutboxItem[] as OutboxItem[];
}

/**
 * An image added on this device and not linked yet (since version 3): shown from here at once,
 * uploaded by its `linkImage` item, removed once linked. `removed` hides an image the user
 * deleted while its link may already be on the server; the link's answer then deletes it there.
 */
export interface ImageBlobRow {
  connectionId: string;
  artworkId: string;
  blob: Blob;
  name: string;
  type: ImageContentType;
  description: string;
  sortIndex: number;
  dateCreated: string;
  removed?: boolean;
  /**
   * The server's reason when it refused the file for good (damaged, say): the image is shown
   * as failed with it, its link is dropped, and only the user's delete removes it.
   */
  refusal?: string;
}

/**
 * `nextSync`: the pull's cursor. `unseenShareRecords` (since version 7): 1 while a received
 * share record is unseen (session.unseenShareRecords as the last pull told it, or a new record
 * it brought), 0 once the popover or the activity panel was opened.
 */
export interface MetaRow {
  key: 'nextSync' | 'unseenShareRecords';
  value: number;
}

/**
 * A share record (since version 7): `receivedShares` holds what others shared with this user,
 * `sentShares` what the user shared; both kept by the pull, read-only here. Shared works live
 * only inside their record, never in `artworks`.
 */
export type ShareRecordRow = ShareRecord;

/**
 * Schema versions. A new version adds a `.version(n).stores(...)` (with `.upgrade` when rows
 * change shape) below the others and never drops or rewrites the outbox.
 */
export const LOCAL_DB_VERSION = 7;

/**
 * The tables each schema version adds (Dexie keeps the earlier ones): declared here once, for
 * `LocalDb` and for the tests that make a database as an older version left it.
 */
export const LOCAL_DB_STORES = {
  1: {
    contacts: 'id, status',
    outbox: 'id, itemId, state, createdAt',
    meta: 'key',
    bases: 'id',
  },
  2: { artworks: 'id', artists: 'id', artworkBases: 'id' },
  3: { imageBlobs: 'connectionId, artworkId' },
  4: { artworkList: '' },
  5: {},
  6: {},
  7: { receivedShares: 'id, dateShared', sentShares: 'id, dateShared' },
} as const satisfies Record<number, Record<string, string>>;

export class LocalDb extends Dexie {
  contacts!: Table<ContactRow, string>;
  outbox!: Table<OutboxItem, string>;
  meta!: Table<MetaRow, string>;
  /**
   * Pending-change bookkeeping: the server's copy of each record that has pending items, so
   * the shown row is always `reapplyPending(base, items)` and a late or replayed answer cannot
   * leave this device's copy differing from the server's at the same version.
   */
  bases!: Table<ContactRow, string>;
  /** Since version 2. */
  artworks!: Table<ArtworkRow, string>;
  artists!: Table<ArtistRow, string>;
  /**
   * The artworks' `bases`. A table of its own rather than sharing `bases` (ids are UUIDs and
   * would not collide): each table then holds one row type, read without casts, and a sweep
   * or a forgotten record touches only its entity's rows.
   */
  artworkBases!: Table<ArtworkRow, string>;
  /** Since version 3: images not linked yet, by connection id. */
  imageBlobs!: Table<ImageBlobRow, string>;
  /**
   * Since version 4: the list entry of every artwork not deleted, packed into strings
   * (packArtworkListEntry) and kept in buckets by a hash of the id (artwork-list-buckets.ts),
   * written with the artworks by `artworkListMiddleware`; what the artworks list reads. Never
   * written directly.
   */
  artworkList!: Table<string, number>;
  /** Since version 7: share records received and sent (ShareRecordRow). */
  receivedShares!: Table<ShareRecordRow, string>;
  sentShares!: Table<ShareRecordRow, string>;

  constructor(name: string, options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }) {
    super(name, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    this.version(1).stores(LOCAL_DB_STORES[1]);
    // Adds tables only: the outbox and the contact tables are kept as they are. Artworks get
    // no `isDeleted` index: booleans are not IndexedDB keys, so it would hold no rows; the few
    // deleted rows (queued deletes) are filtered out in memory.
    this.version(2).stores(LOCAL_DB_STORES[2]);
    // Adds the local images only; existing items (none is a linkImage yet) stay as they are.
    this.version(3).stores(LOCAL_DB_STORES[3]);
    // Adds the list entries, made from the artworks already here. A change to what an entry
    // holds needs a new version with the same upgrade, so no entry is left in an old shape.
    this.version(4).stores(LOCAL_DB_STORES[4]).upgrade(rebuildArtworkList);
    // Entries gained the folded artist, title and owner the sort compares.
    this.version(5).stores(LOCAL_DB_STORES[5]).upgrade(rebuildArtworkList);
    // Entries put the sort's keys first, the long texts last (PackedArtworkListEntry).
    this.version(6).stores(LOCAL_DB_STORES[6]).upgrade(rebuildArtworkList);
    // Adds the share records' tables only; the next pull fills them (a cursor kept from before
    // would skip records already pulled, so the cursor starts again from 0: see pull.ts).
    this.version(7)
      .stores(LOCAL_DB_STORES[7])
      .upgrade((tx) => tx.table('meta').delete('nextSync'));
    this.use(artworkListMiddleware);
  }
}

export { localDbName } from './local-db-name';

/** Orders the items of a record: oldest first. */
export function byQueueOrder(a: OutboxItem, b: OutboxItem): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
