import { sameName } from '@archive/domain/artworks/artwork.rules';
import type { Artist, Artwork } from '@archive/domain/artworks/artwork.schema';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import { SYNC_MESSAGES } from '@archive/domain/sync/sync.messages';
import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';
import type { ImageContentType } from '@archive/domain/images/image-limits';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type {
  SyncChange,
  SyncChangeResult,
  SyncChangesResponse,
} from '@archive/domain/sync/sync-changes.schema';
import { applyArtworkChanges } from './kinds/artwork-changes';
import type { ContactChangeSet } from './store/local-db';
import type { SyncTransport } from './transport/sync-transport';
import { ApiError, isApiError, offlineError } from '../http/api-error';

/**
 * An in-process stand-in for the server's sync rules (docs/decisions/009) for the engine's unit
 * tests: a per-user change counter and log, idempotency keys, field merge, delete wins. The
 * property test runs against the real server instead.
 */
export type Fault = number | 'network' | 'lost-answer' | 'plan-required' | 'pass';

export interface FakeSyncServer {
  transport: () => SyncTransport;
  /** The next calls fail like this, one fault per call. */
  fail: (...faults: Fault[]) => void;
  offline: boolean;
  pageSize: number;
  contacts: () => Contact[];
  /** The artworks not deleted. */
  artworks: () => Artwork[];
  artists: () => Artist[];
  calls: { method: string; key?: string }[];
  /** Every change call with its body, in order. */
  requests: { method: string; body: unknown }[];
  /** The keys of the image bytes PUT so far, in order (one per upload). */
  uploads: () => string[];
  /** Changes of these records (by id) are refused with this status, in a batch's result. */
  refused: Map<string, number>;
  /** Forgets the log (a restored server): cursors ahead of it are refused. */
  resetCounter: () => void;
}

const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'fake@example.com',
  session: { token: 'fake-token', firstLogin: false, unseenShareRecords: false },
} as unknown as SyncResponse['user'];

export function createFakeSyncServer(): FakeSyncServer {
  const records = new Map<string, Contact>();
  const artworks = new Map<string, Artwork>();
  const artists = new Map<string, Artist>();
  let archiveNumber = 0;
  const log: { seq: number; id: string; entity: 'contact' | 'artwork' | 'artist' }[] = [];
  const answers = new Map<string, unknown>();
  const faults: Fault[] = [];
  let seq = 0;
  /** Handed-out upload keys with their content type, and the bytes PUT to them. */
  const uploadTypes = new Map<string, ImageContentType>();
  const uploaded = new Map<string, Blob>();
  const uploadOrder: string[] = [];
  const linkedAt = new Map<string, number>();

  function logChange(id: string, entity: 'contact' | 'artwork' | 'artist' = 'contact'): number {
    seq += 1;
    log.push({ seq, id, entity });
    return seq;
  }

  /** The user's artist of this name (made and logged when new), as the server derives it. */
  function artistFor(name: string): string {
    const known = [...artists.values()].find((artist) => sameName(artist.name, name));
    if (known) return known.id;
    const artist = { id: crypto.randomUUID(), name: name.trim() };
    artists.set(artist.id, artist);
    logChange(artist.id, 'artist');
    return artist.id;
  }

  function artworkChange(method: string, body: unknown): void {
    server.requests.push({ method, body: structuredClone(body) });
  }

  /** A call's fault: thrown when it fails the call; a lost answer is thrown after the work. */
  async function meetFault(): Promise<Fault | undefined> {
    await Promise.resolve();
    if (server.offline) throw offlineError();
    const fault = faults.shift();
    if (fault === 'network') throw offlineError();
    if (typeof fault === 'number')
      throw new ApiError(fault, { error: { message: `HTTP ${String(fault)}` } });
    if (fault === 'plan-required')
      throw new ApiError(403, { error: { code: 'PLAN_REQUIRED', message: 'No plan' } });
    return fault;
  }

  async function guarded<T>(method: string, key: string | undefined, run: () => T): Promise<T> {
    server.calls.push({ method, ...(key === undefined ? {} : { key }) });
    const fault = await meetFault();
    let answer: T;
    if (key !== undefined && answers.has(key)) answer = answers.get(key) as T;
    else {
      answer = run();
      if (key !== undefined) answers.set(key, answer);
    }
    if (fault === 'lost-answer') throw offlineError();
    return structuredClone(answer);
  }

  function notFound(): never {
    throw new ApiError(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  }

  const server: FakeSyncServer = {
    offline: false,
    refused: new Map(),
    pageSize: 2000,
    calls: [],
    requests: [],
    fail: (...more) => faults.push(...more),
    contacts: () => [...records.values()].filter((contact) => contact.status === 'active'),
    artworks: () => [...artworks.values()].filter((artwork) => !artwork.isDeleted),
    artists: () => [...artists.values()],
    uploads: () => [...uploadOrder],
    resetCounter: () => {
      seq = 0;
      log.length = 0;
    },
    transport: () => {
      const self: SyncTransport = {
        sendChanges: (changes) => batch(self, changes),
        pull: (cursor) =>
          guarded('pull', undefined, () => {
            if (cursor > seq)
              throw new ApiError(400, {
                error: { code: 'VALIDATION', message: SYNC_MESSAGES.cursorAhead },
              });
            const rows = log.filter((row) => row.seq > cursor);
            const page = rows.slice(0, server.pageSize);
            const idsOf = (entity: 'contact' | 'artwork' | 'artist') => [
              ...new Set(page.filter((row) => row.entity === entity).map((row) => row.id)),
            ];
            return {
              nextSync: page.at(-1)?.seq ?? cursor,
              user: USER,
              artworks: idsOf('artwork').map((id) => {
                const artwork = artworks.get(id);
                return !artwork || artwork.isDeleted ? { id, deleted: true as const } : artwork;
              }),
              artists: idsOf('artist').flatMap((id) => {
                const artist = artists.get(id);
                return artist ? [artist] : [];
              }),
              contacts: idsOf('contact').map((id) => {
                const record = records.get(id);
                return !record || record.status === 'deleted'
                  ? { id, deleted: true as const }
                  : record;
              }),
              recievedRecords: [],
              sentRecords: [],
              hasMore: rows.length > page.length,
            };
          }),
        createContact: (body, key) =>
          guarded('create', key, () => {
            const existing = records.get(body.id);
            if (existing) return { contactId: body.id, version: existing.version };
            const now = new Date().toISOString();
            const { dateCreated, ...values } = body;
            const contact: Contact = {
              ...values,
              image: null,
              status: 'active',
              dateCreated,
              lastModified: now,
              version: 1,
            };
            records.set(body.id, contact);
            logChange(body.id);
            return { contactId: body.id, version: 1 };
          }),
        updateContact: (body, key) =>
          guarded('update', key, () => {
            const existing = records.get(body.id);
            if (!existing) notFound();
            if (existing.status === 'deleted')
              return { contactId: body.id, deleted: true as const };
            const changes: ContactChangeSet = body.changes;
            const { address, ...plain } = changes;
            const next: Contact = {
              ...existing,
              ...plain,
              address: { ...existing.address, ...address },
              version: existing.version + 1,
              lastModified: new Date().toISOString(),
            };
            records.set(body.id, next);
            logChange(body.id);
            return { contactId: body.id, deleted: false as const, contact: next };
          }),
        deleteContact: (id, key) =>
          guarded('delete', key, () => {
            const existing = records.get(id);
            if (!existing) notFound();
            if (existing.status !== 'deleted') {
              records.set(id, { ...existing, status: 'deleted', version: existing.version + 1 });
              logChange(id);
            }
            return { contactId: id, deleted: true as const };
          }),
        createArtwork: (body, key) => {
          artworkChange('createArtwork', body);
          return guarded('createArtwork', key, () => {
            const { artwork, collection, dateCreated } = body;
            const existing = artworks.get(artwork.id);
            if (existing) {
              return {
                artworkId: artwork.id,
                archiveArtworkNumber: existing.archiveArtworkNumber ?? 0,
                artistId: existing.artistId,
                version: existing.version,
              };
            }
            archiveNumber += 1;
            const created: Artwork = {
              ...artwork,
              artistId: artistFor(artwork.artist),
              images: [],
              collection: { id: collection.id },
              archiveArtworkNumber: archiveNumber,
              isDeleted: false,
              dateCreated,
              lastModified: new Date().toISOString(),
              version: 1,
            };
            artworks.set(artwork.id, created);
            logChange(artwork.id, 'artwork');
            return {
              artworkId: artwork.id,
              archiveArtworkNumber: archiveNumber,
              artistId: created.artistId,
              version: 1,
            };
          });
        },
        updateArtwork: (body, key) => {
          artworkChange('updateArtwork', body);
          return guarded('updateArtwork', key, () => {
            const existing = artworks.get(body.id);
            if (!existing) notFound();
            if (existing.isDeleted) return { artworkId: body.id, deleted: true as const };
            const merged = applyArtworkChanges(existing, body.changes);
            const listed = new Set(body.changes.images?.map((entry) => entry.connectionId));
            // Images linked after the edit's base were not known to it: they stay.
            const kept = body.changes.images
              ? existing.images.filter(
                  (image) =>
                    !listed.has(image.connectionId) &&
                    (linkedAt.get(image.connectionId) ?? 0) > body.baseVersion,
                )
              : [];
            const next: Artwork = {
              ...merged,
              images: [...merged.images, ...kept].sort((a, b) => a.sortIndex - b.sortIndex),
              artistId:
                body.changes.artist === undefined ? merged.artistId : artistFor(merged.artist),
              version: existing.version + 1,
              lastModified: new Date().toISOString(),
            };
            artworks.set(body.id, next);
            logChange(body.id, 'artwork');
            return { artworkId: body.id, deleted: false as const, artwork: next };
          });
        },
        imageUrls: (id, contentType) =>
          guarded('imageUrls', undefined, () => {
            if (!artworks.get(id)) notFound();
            const key = `artworks/${id}/${crypto.randomUUID()}`;
            uploadTypes.set(key, contentType);
            return {
              imageUploads: [
                {
                  uploadURL: `https://files.test/upload/${key}`,
                  key,
                  headers: {
                    'content-type': contentType,
                    'cache-control': IMMUTABLE_CACHE_CONTROL,
                  },
                  expiresAt: new Date(Date.now() + 60_000).toISOString(),
                },
              ],
            };
          }),
        putUpload: (target, blob) =>
          guarded('putUpload', undefined, () => {
            const key = target.uploadURL.replace('https://files.test/upload/', '');
            if (target.headers['content-type'] !== uploadTypes.get(key)) {
              throw new ApiError(403, { error: { message: 'Signature mismatch' } });
            }
            uploaded.set(key, blob);
            uploadOrder.push(key);
          }),
        linkImage: (id, body, key) => {
          artworkChange('linkImage', { id, ...body });
          return guarded('linkImage', key, () => {
            const existing = artworks.get(id);
            if (!existing || existing.isDeleted) notFound();
            const known = existing.images.find(
              (image) => image.connectionId === body.imageToConnect,
            );
            if (known) return { artworkId: id, image: known, version: existing.version };
            const type = uploadTypes.get(body.key);
            if (!type || !uploaded.has(body.key)) {
              throw new ApiError(400, {
                error: { code: 'VALIDATION', message: 'Unknown upload key' },
              });
            }
            const image = {
              connectionId: body.imageToConnect,
              key: body.key,
              url: `https://files.test/${body.key}`,
              name: body.name ?? '',
              type,
              description: body.description ?? '',
              sortIndex: body.sortIndex,
              dateCreated: body.dateCreated ?? new Date().toISOString(),
              width: null,
              height: null,
            };
            const next: Artwork = {
              ...existing,
              images: [...existing.images, image].sort((a, b) => a.sortIndex - b.sortIndex),
              version: existing.version + 1,
              lastModified: new Date().toISOString(),
            };
            artworks.set(id, next);
            linkedAt.set(image.connectionId, next.version);
            logChange(id, 'artwork');
            return { artworkId: id, image, version: next.version };
          });
        },
        deleteArtwork: (id, key) => {
          artworkChange('deleteArtwork', { artworkId: id });
          return guarded('deleteArtwork', key, () => {
            const existing = artworks.get(id);
            if (!existing) notFound();
            if (!existing.isDeleted) {
              artworks.set(id, { ...existing, isDeleted: true, version: existing.version + 1 });
              logChange(id, 'artwork');
            }
            return { artworkId: id, deleted: true as const };
          });
        },
      };
      return self;
    },
  };

  /** One change of a batch, through its own call (without a fault of its own). */
  function one(self: SyncTransport, change: SyncChange): Promise<unknown> {
    const body = change.body as Record<string, unknown>;
    const artwork = body.artwork as { id?: unknown } | undefined;
    const id = String(body.id ?? body.artworkId ?? artwork?.id);
    const refusal = server.refused.get(id);
    if (refusal !== undefined) {
      return Promise.reject(
        new ApiError(refusal, { error: { code: 'VALIDATION', message: 'Refused' } }),
      );
    }
    if (change.kind === 'contact') {
      if (change.op === 'create') return self.createContact(body as never, change.key);
      if (change.op === 'update') return self.updateContact(body as never, change.key);
      return self.deleteContact(id, change.key);
    }
    if (change.op === 'create') return self.createArtwork(body as never, change.key);
    if (change.op === 'update') return self.updateArtwork(body as never, change.key);
    return self.deleteArtwork(id, change.key);
  }

  /**
   * POST /v1/sync/changes: the call meets one fault, as any call does; each change is then
   * answered by its own call's rules, a refusal in its result.
   */
  async function batch(self: SyncTransport, changes: SyncChange[]): Promise<SyncChangesResponse> {
    server.calls.push({ method: 'changes' });
    const fault = await meetFault();
    const held = faults.splice(0);
    const results: SyncChangeResult[] = [];
    try {
      for (const change of changes) {
        try {
          results.push({ key: change.key, status: 200, body: await one(self, change) });
        } catch (error) {
          if (!isApiError(error)) throw error;
          const { code, message } = error;
          const body = { error: { ...(code === undefined ? {} : { code }), message } };
          results.push({ key: change.key, status: error.status, body });
        }
      }
    } finally {
      faults.unshift(...held);
    }
    if (fault === 'lost-answer') throw offlineError();
    return { results };
  }
  return server;
}
