import { liveQuery, type Observable } from 'dexie';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';
import { OUTBOX_CLEAN_INTERVAL_MS, OUTBOX_RETRY_DELAY_MS } from '@archive/domain/sync/outbox.rules';
import { SYNC_POLL_INTERVAL_MS } from '@archive/domain/sync/sync.schema';
import {
  addImages,
  describeImage,
  removeImage,
  reorderImages,
  setCoverImage,
  sweepOrphanImages,
} from './images/local-images';
import type { NewImage } from './images/local-images';
import { narrowChanges } from './kinds/artwork-changes';
import { ARTWORK_ENTITY } from './kinds/artwork-entity';
import { CONTACT_ENTITY } from './kinds/contact-entity';
import { entityOf } from './kinds/entities';
import type { EntityDescription } from './kinds/entity';
import { LocalDb, localDbName } from './store/local-db';
import type { ArtworkChangeSet, EntityKind, OutboxItem } from './store/local-db';
import {
  cleanOutbox,
  queueCreate,
  queueDelete,
  queueUpdate,
  requeueExecuting,
  requeueFailed,
} from './outbox/outbox-queue';
import { createOutboxRunner } from './outbox/outbox-runner';
import type { ResumeTrigger } from './outbox/retry-pause';
import { pullAll } from './pull';
import type { SyncTransport } from './transport/sync-transport';
import { isOfflineError } from '../http/api-error';

export interface SyncTiming {
  pollIntervalMs: number;
  cleanIntervalMs: number;
  retryDelayMs: number;
}

export interface SyncEngineOptions {
  userId: string;
  transport: SyncTransport;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /**
   * true: this engine sends and pulls; false: it only reads and writes the local store.
   * Unset: one tab of the browser leads (Web Locks), or always when Web Locks are absent.
   */
  leader?: boolean;
  /** The spec's timings by default; tests pass shorter ones. */
  timing?: Partial<SyncTiming>;
  /**
   * An item failed OUTBOX_MAX_ATTEMPTS times; `name` is the record's display name and
   * `item.entity` says what kind of record it is.
   */
  onSyncFailed?: (item: OutboxItem, name: string) => void;
  /** The server could not be reached (false) or answered again (true). */
  onReachableChange?: (reachable: boolean) => void;
}

export interface SyncEngine {
  db: LocalDb;
  contacts: {
    create: (values: ContactFormValues) => Promise<string>;
    update: (id: string, values: ContactFormValues) => Promise<void>;
    remove: (ids: readonly string[]) => Promise<void>;
  };
  artworks: {
    create: (values: ArtworkFormValues) => Promise<string>;
    /** Saves what differs from the stored artwork; nothing differs, nothing is queued. */
    update: (id: string, values: ArtworkFormValues) => Promise<void>;
    /**
     * Multi-edit: `changes` (what the user changed, each artwork value whole) on every artwork
     * of `ids`, one queued edit each with only the fields that differ from that artwork.
     * Artworks no longer in the store (deleted meanwhile) are skipped.
     */
    updateMany: (ids: readonly string[], changes: ArtworkChangeSet) => Promise<void>;
    remove: (ids: readonly string[]) => Promise<void>;
  };
  /** The images of artworks (data/images/local-images.ts); each saves locally and queues. */
  images: {
    /** Keeps the files here and queues their uploads; answers the new connection ids. */
    add: (artworkId: string, files: readonly NewImage[]) => Promise<string[]>;
    /** A new order as connection ids, cover first; images not named keep their order after. */
    reorder: (artworkId: string, connectionIds: readonly string[]) => Promise<string[]>;
    /** One image first, the others after it as stored; answers the order saved. */
    setCover: (artworkId: string, connectionId: string) => Promise<string[]>;
    remove: (artworkId: string, connectionId: string) => Promise<void>;
    describe: (artworkId: string, connectionId: string, description: string) => Promise<void>;
  };
  /** Sends until the outbox holds nothing sendable (or the server cannot be reached). */
  flush: () => Promise<void>;
  /** Pulls from the stored cursor until the server has nothing more. */
  pull: () => Promise<void>;
  /** flush, then pull. */
  syncNow: () => Promise<void>;
  /** Every failed item waits again (the manual "Upload"), then is sent. */
  retryFailed: (recordId?: string) => Promise<void>;
  /** Items in the outbox, whatever their state: the unsynced changes. */
  pendingCount: () => Promise<number>;
  /** Calls `listener` with the pending count now and whenever it changes (any tab). */
  watchPendingCount: (listener: (count: number) => void) => () => void;
  /** The contacts not deleted, as this device shows them. */
  listContacts: () => Promise<Contact[]>;
  /** The artworks not deleted, as this device shows them. */
  listArtworks: () => Promise<Artwork[]>;
  /**
   * A read of the local store, answered again whenever what it read changes (in any tab):
   * Dexie's liveQuery, handed out by the engine so that the screens' chunks do not carry Dexie
   * (data/sync/use-engine-query.ts).
   */
  watch: <T>(querier: () => Promise<T>) => Observable<T>;
  /** Whether this engine currently runs the outbox and the pull. */
  isLeader: () => boolean;
  start: () => void;
  stop: () => Promise<void>;
  close: () => Promise<void>;
  delete: () => Promise<void>;
}

interface LockManagerLike {
  request: (
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ) => Promise<unknown>;
}

function lockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

function isOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

async function displayName<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  id: string,
): Promise<string> {
  return entity.displayName(await entity.table(db).get(id));
}

/** The offline-first data layer of one signed-in user (docs/decisions/010-web-sync-engine.md). */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const timing: SyncTiming = {
    pollIntervalMs: SYNC_POLL_INTERVAL_MS,
    cleanIntervalMs: OUTBOX_CLEAN_INTERVAL_MS,
    retryDelayMs: OUTBOX_RETRY_DELAY_MS,
    ...options.timing,
  };
  const db = new LocalDb(localDbName(options.userId), {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  });
  const runner = createOutboxRunner({
    db,
    transport: options.transport,
    retryDelayMs: timing.retryDelayMs,
    maxBackoffMs: timing.cleanIntervalMs,
    onGaveUp: (item) => {
      void displayName(db, entityOf(item.entity), item.itemId).then((name) => {
        options.onSyncFailed?.(item, name);
      });
    },
    onReachable: (reachable) => options.onReachableChange?.(reachable),
  });

  let leading = false;
  let running = false;
  let pulling: Promise<void> | null = null;
  const cleanups: (() => void)[] = [];
  let releaseLock: (() => void) | null = null;
  let lockAbort: AbortController | null = null;

  function pull(): Promise<void> {
    pulling ??= pullAll(db, options.transport)
      // A pulled delete leaves the artwork's local images behind.
      .then(() => sweepOrphanImages(db))
      .then(() => options.onReachableChange?.(true))
      .catch((error: unknown) => {
        if (isOfflineError(error)) runner.noteUnreachable();
        throw error;
      })
      .finally(() => {
        pulling = null;
      });
    return pulling;
  }

  async function syncNow(): Promise<void> {
    await runner.flush();
    await pull();
  }

  /** Background work never throws: a lost connection waits for the next tick. */
  function background(work: () => Promise<void>): void {
    work().catch((error: unknown) => {
      if (isOfflineError(error)) options.onReachableChange?.(false);
    });
  }

  /**
   * Background sending and pulling, quiet while offline (decision 018): nothing is tried while
   * the browser knows it is offline, and after a lost connection only what `trigger` may end
   * the runner's wait with; the pull follows only when the way is open.
   */
  function backgroundSync(trigger: ResumeTrigger, withPull: boolean): void {
    if (!leading || !running || !isOnline()) return;
    background(async () => {
      await runner.resume(trigger);
      // A lapsed plan or a server error still pulls: the pull tells when the plan is back.
      if (withPull && !runner.waitsForNetwork()) await pull();
    });
  }

  function kick(): void {
    backgroundSync('change', false);
  }

  function lead(): void {
    if (!running || leading) return;
    leading = true;
    background(async () => {
      await requeueExecuting(db);
      backgroundSync('online', true);
    });
    const poll = setInterval(() => {
      // Spec section 4: missing connectivity is skipped until the next tick.
      backgroundSync('poll', true);
    }, timing.pollIntervalMs);
    const clean = setInterval(() => {
      background(async () => {
        await cleanOutbox(db);
        backgroundSync('clean', false);
      });
    }, timing.cleanIntervalMs);
    cleanups.push(() => {
      clearInterval(poll);
      clearInterval(clean);
    });
    const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
    if (target.addEventListener && target.removeEventListener) {
      const handleOnline = () => {
        backgroundSync('online', true);
      };
      target.addEventListener('online', handleOnline);
      const remove = target.removeEventListener.bind(target);
      cleanups.push(() => {
        remove('online', handleOnline);
      });
    }
    // Changes saved in any tab (liveQuery sees other tabs' writes) are sent at once.
    const subscription = liveQuery(() =>
      db.outbox.where('state').equals('waiting').count(),
    ).subscribe({
      next: (count) => {
        if (count > 0) kick();
      },
      error: () => undefined,
    });
    cleanups.push(() => {
      subscription.unsubscribe();
    });
  }

  async function stop(): Promise<void> {
    running = false;
    leading = false;
    for (const cleanup of cleanups.splice(0)) cleanup();
    lockAbort?.abort();
    lockAbort = null;
    releaseLock?.();
    releaseLock = null;
    await runner.stop();
    await pulling?.catch(() => undefined);
  }

  return {
    db,
    watch: (querier) => liveQuery(querier),
    contacts: {
      async create(values) {
        const id = await queueCreate(db, CONTACT_ENTITY, values);
        kick();
        return id;
      },
      async update(id, values) {
        const changed = await queueUpdate(db, CONTACT_ENTITY, [id], (row) =>
          CONTACT_ENTITY.diff(row, values),
        );
        if (changed > 0) kick();
      },
      async remove(ids) {
        await queueDelete(db, CONTACT_ENTITY, ids);
        kick();
      },
    },
    artworks: {
      async create(values) {
        const id = await queueCreate(db, ARTWORK_ENTITY, values);
        kick();
        return id;
      },
      async update(id, values) {
        const changed = await queueUpdate(db, ARTWORK_ENTITY, [id], (row) =>
          ARTWORK_ENTITY.diff(row, values),
        );
        if (changed > 0) kick();
      },
      async updateMany(ids, changes) {
        const changed = await queueUpdate(
          db,
          ARTWORK_ENTITY,
          ids,
          (row) => narrowChanges(row, changes),
          'skip',
        );
        if (changed > 0) kick();
      },
      async remove(ids) {
        // The artworks' local images and their queued uploads go with them.
        await db.transaction(
          'rw',
          [db.artworks, db.outbox, db.artworkBases, db.imageBlobs],
          async () => {
            await queueDelete(db, ARTWORK_ENTITY, ids);
            await db.imageBlobs
              .where('artworkId')
              .anyOf([...ids])
              .delete();
          },
        );
        kick();
      },
    },
    images: {
      async add(artworkId, files) {
        const ids = await addImages(db, artworkId, files);
        kick();
        return ids;
      },
      async reorder(artworkId, connectionIds) {
        const saved = await reorderImages(db, artworkId, connectionIds);
        kick();
        return saved;
      },
      async setCover(artworkId, connectionId) {
        const saved = await setCoverImage(db, artworkId, connectionId);
        kick();
        return saved;
      },
      async remove(artworkId, connectionId) {
        await removeImage(db, artworkId, connectionId);
        kick();
      },
      async describe(artworkId, connectionId, description) {
        await describeImage(db, artworkId, connectionId, description);
        kick();
      },
    },
    flush: () => runner.flush(),
    pull,
    syncNow,
    async retryFailed(recordId) {
      await requeueFailed(db, recordId);
      // In a tab that does not lead, the leader sees the re-queued items and sends them.
      if (!running || leading) await runner.flush();
    },
    pendingCount: () => db.outbox.count(),
    watchPendingCount(listener) {
      const subscription = liveQuery(() => db.outbox.count()).subscribe({
        next: listener,
        error: () => undefined,
      });
      return () => {
        subscription.unsubscribe();
      };
    },
    async listContacts() {
      return db.contacts.where('status').equals('active').toArray();
    },
    async listArtworks() {
      return (await db.artworks.toArray()).filter((artwork) => !artwork.isDeleted);
    },
    isLeader: () => leading,
    start() {
      if (running) return;
      running = true;
      // Opened now, while the screens render, rather than on their first read: opening takes
      // the browser tens of milliseconds, which the artworks list's first render waited for.
      // A failure to open is reported by the reads themselves.
      db.open().catch(() => undefined);
      const locks = lockManager();
      if (options.leader === true || (options.leader === undefined && !locks)) {
        lead();
        return;
      }
      if (options.leader === false || !locks) return;
      // One tab at a time: the lock is held until this engine stops or the tab closes.
      lockAbort = new AbortController();
      locks
        .request(`archive-sync-${options.userId}`, { signal: lockAbort.signal }, () => {
          if (!running) return Promise.resolve();
          lead();
          return new Promise<void>((resolve) => {
            releaseLock = resolve;
          });
        })
        .catch(() => undefined);
    },
    stop,
    async close() {
      await stop();
      db.close();
    },
    async delete() {
      await stop();
      await db.delete();
    },
  };
}
