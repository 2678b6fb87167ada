import type { Contact } from '@archive/domain/contacts/contact.schema';
import { SYNC_MESSAGES } from '@archive/domain/sync/sync.messages';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type { ContactChangeSet } from '../local/local-db';
import { TransportError, networkError } from './sync-transport';
import type { SyncTransport } from './sync-transport';

/**
 * An in-process stand-in for the server's sync rules (docs/decisions/009) for the engine's unit
 * tests: a per-user change counter and log, idempotency keys, field merge, delete wins. The
 * property test runs against the real server instead.
 */
export type Fault = number | 'network' | 'lost-answer';

export interface FakeSyncServer {
  transport: () => SyncTransport;
  /** The next calls fail like this, one fault per call. */
  fail: (...faults: Fault[]) => void;
  offline: boolean;
  pageSize: number;
  contacts: () => Contact[];
  calls: { method: string; key?: string }[];
  /** Forgets the log (a restored server): cursors ahead of it are refused. */
  resetCounter: () => void;
}

const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'fake@example.com',
} as unknown as SyncResponse['user'];

export function createFakeSyncServer(): FakeSyncServer {
  const records = new Map<string, Contact>();
  const log: { seq: number; id: string }[] = [];
  const answers = new Map<string, unknown>();
  const faults: Fault[] = [];
  let seq = 0;

  function logChange(id: string): number {
    seq += 1;
    log.push({ seq, id });
    return seq;
  }

  async function guarded<T>(method: string, key: string | undefined, run: () => T): Promise<T> {
    server.calls.push({ method, ...(key === undefined ? {} : { key }) });
    await Promise.resolve();
    if (server.offline) throw networkError();
    const fault = faults.shift();
    if (fault === 'network') throw networkError();
    if (typeof fault === 'number') throw new TransportError(fault, `HTTP ${String(fault)}`);
    let answer: T;
    if (key !== undefined && answers.has(key)) answer = answers.get(key) as T;
    else {
      answer = run();
      if (key !== undefined) answers.set(key, answer);
    }
    if (fault === 'lost-answer') throw networkError();
    return structuredClone(answer);
  }

  function notFound(): never {
    throw new TransportError(404, 'Not found', 'NOT_FOUND');
  }

  const server: FakeSyncServer = {
    offline: false,
    pageSize: 2000,
    calls: [],
    fail: (...more) => faults.push(...more),
    contacts: () => [...records.values()].filter((contact) => contact.status === 'active'),
    resetCounter: () => {
      seq = 0;
      log.length = 0;
    },
    transport: () => ({
      pull: (cursor) =>
        guarded('pull', undefined, () => {
          if (cursor > seq) throw new TransportError(400, SYNC_MESSAGES.cursorAhead, 'VALIDATION');
          const rows = log.filter((row) => row.seq > cursor);
          const page = rows.slice(0, server.pageSize);
          const ids = [...new Set(page.map((row) => row.id))];
          return {
            nextSync: page.at(-1)?.seq ?? cursor,
            user: USER,
            artworks: [],
            artists: [],
            contacts: ids.map((id) => {
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
          if (existing.status === 'deleted') return { contactId: body.id, deleted: true as const };
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
    }),
  };
  return server;
}
