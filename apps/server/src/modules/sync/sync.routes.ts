import { archiveAccessOf } from '@archive/domain/billing/archive-access';
import { SYNC_CONTRACT } from '@archive/domain/contract/sync.contract';
import { SYNC_PAGE_SIZE } from '@archive/domain/sync/sync.schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pLimit from 'p-limit';
import { contractRoute } from '../../lib/contract-route';
import type { SyncBatchKind } from '@archive/domain/sync/sync-changes.schema';
import type { ChangeKind } from './change-kinds';
import { syncChangesRoutes } from './sync-changes.routes';
import type { SyncedKind, SyncedTable } from './synced-kind';
import { createSyncedRecords, type SyncedRecords, type SyncedRecordsDeps } from './synced-records';
import { registerSyncedRoutes } from './synced-routes';
import { createSyncRepository } from './sync.repository';
import {
  createSyncService,
  type ChangeAnswer,
  type ChangeRequest,
  type SyncService,
} from './sync.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sync module: change numbers, the sync log, idempotent changes, history, the pull. */
    sync: SyncService & {
      /**
       * Runs a change route's work once per Idempotency-Key and sends its answer after the
       * commit (the stored answer to a retry, marked `Idempotent-Replayed: true`).
       */
      idempotent: <T>(
        request: FastifyRequest,
        reply: FastifyReply,
        work: (tx: Parameters<Parameters<SyncService['change']>[1]>[0]) => Promise<ChangeAnswer<T>>,
        /** What the key is bound to; by default the request's method, address and body. */
        fingerprint?: unknown,
      ) => Promise<T>;
      /** A synced kind's changes, for POST /v1/sync/changes (registerSyncedRoutes does it). */
      registerChangeKind: (kind: SyncBatchKind, changes: ChangeKind) => void;
      /** The record pipeline of a synced kind, from its description (synced-kind.ts). */
      records: <T extends SyncedTable, Ctx>(
        kind: SyncedKind<T, Ctx>,
        deps: SyncedRecordsDeps,
      ) => SyncedRecords<T, Ctx>;
      /** Registers a synced kind's change, history and image calls on the module's app. */
      registerRoutes: typeof registerSyncedRoutes;
    };
  }
}

/**
 * Pulls one process reads and writes at once (decision 060). A page of 2,000 records is tens
 * of milliseconds of work; fifty of them begun together would make every other call, /health
 * too, wait behind all of their steps.
 */
export const PULLS_AT_ONCE = 4;

export interface SyncModuleOptions {
  /** Log rows per pull page; tests pass a small one. */
  pageSize?: number | undefined;
}

function changeRequest(request: FastifyRequest, fingerprint?: unknown): ChangeRequest {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') {
    // The route's headers schema refuses this first; reaching here is a wiring mistake.
    throw new Error(`Route ${request.method} ${request.url} declares no Idempotency-Key header`);
  }
  return {
    userId: request.user.id,
    key,
    fingerprint: fingerprint ?? {
      method: request.method,
      url: request.url,
      body: request.body ?? null,
    },
  };
}

const routes: FastifyPluginAsync = (app) => {
  const pullsAtOnce = pLimit(PULLS_AT_ONCE);

  contractRoute(
    app,
    'sync',
    SYNC_CONTRACT.pull,
    // Open to every account: without a plan it answers the user part and what others shared
    // with them, and holds the archive back (docs/decisions/022-paywall.md).
    { config: { plan: 'open' } },
    async (request, { params }, reply) => {
      // The modules' loaders build the records in the contract's shape, most of them as JSON
      // by PostgreSQL; checking a page of them with zod again took a sixth of its time, so the
      // answer is written as it is (decision 060). The schema still describes it, and the
      // tests parse every pull with it. A few pulls at a time are read and written: the rest
      // wait their turn without work queued on the event loop ahead of everyone else's calls.
      const text = await pullsAtOnce(() =>
        app.sync.pull(
          app.users.toApiUser(request.user),
          params.nextSync,
          archiveAccessOf(request.user) !== 'none',
        ),
      );
      // Already JSON: Fastify sends a string with its content type as it is, unserialised.
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );
  return Promise.resolve();
};

/** The sync protocol (docs/decisions/009-sync-protocol.md). */
export const syncModule = fp<SyncModuleOptions>(
  async (app, options) => {
    const service = createSyncService(app.db, createSyncRepository(app.db), {
      pageSize: options.pageSize ?? SYNC_PAGE_SIZE,
    });
    const changeKinds = new Map<SyncBatchKind, ChangeKind>();
    app.decorate('sync', {
      ...service,
      async idempotent(request, reply, work, fingerprint) {
        const result = await service.change(changeRequest(request, fingerprint), work);
        void reply.status(result.statusCode);
        if (result.replayed) void reply.header('idempotent-replayed', 'true');
        return result.body;
      },
      registerChangeKind(kind, changes) {
        changeKinds.set(kind, changes);
      },
      records: (kind, deps) => createSyncedRecords(kind, app.db, service, deps),
      registerRoutes: registerSyncedRoutes,
    });
    await app.register(routes);
    await app.register(syncChangesRoutes, { kinds: changeKinds });
  },
  { name: 'sync', dependencies: ['db', 'auth-guard', 'users'] },
);
