import { SYNC_CONTRACT } from '@archive/domain/contract/sync.contract';
import {
  SYNC_BATCH_BODY_LIMIT_BYTES,
  type SyncBatchKind,
  type SyncChangeResult,
} from '@archive/domain/sync/sync-changes.schema';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { toErrorResponse, zodValidationBody } from '../../plugins/error-handler';
import { changeFingerprint, type ChangeKind, type ChangeRunner } from './change-kinds';
import type { BatchedChange } from './sync.service';

export interface SyncChangesOptions {
  /** The kinds registerSyncedRoutes declared, read when a batch comes (they register later). */
  kinds: ReadonlyMap<SyncBatchKind, ChangeKind>;
}

/**
 * POST /v1/sync/changes (docs/decisions/058): each change checked by its own call's schema and
 * applied by its own call's code, all in one transaction with a savepoint each; a change
 * refused (400 from its schema, 404, 409…) is answered in its result and the others commit.
 * Files the committed changes dropped are deleted after the commit, as their own calls do.
 */
export const syncChangesRoutes: FastifyPluginAsync<SyncChangesOptions> = (app, options) => {
  contractRoute(
    app,
    'sync',
    SYNC_CONTRACT.changes,
    { bodyLimit: SYNC_BATCH_BODY_LIMIT_BYTES },
    async (request, { body }) => {
      const sent = body.changes;
      const results: (SyncChangeResult | undefined)[] = sent.map(() => undefined);
      const runners = new Map<SyncBatchKind, ChangeRunner>();
      const idsByKind = new Map<SyncBatchKind, string[]>();
      const batched: { index: number; change: BatchedChange; discard: string[] }[] = [];
      for (const [index, change] of sent.entries()) {
        const kind = options.kinds.get(change.kind);
        if (kind === undefined) throw new Error(`No synced kind ${change.kind} is registered`);
        const checked = kind.schemaOf(change.op).safeParse(change.body);
        if (!checked.success) {
          const context = change.op === 'delete' ? 'querystring' : 'body';
          const body = zodValidationBody(checked.error, context);
          results[index] = { key: change.key, status: 400, body };
          continue;
        }
        const input = checked.data;
        const recordId = kind.recordId(change.op, input);
        idsByKind.set(change.kind, [...(idsByKind.get(change.kind) ?? []), recordId]);
        const run = runners.get(change.kind) ?? (await kind.runner(request));
        runners.set(change.kind, run);
        const discard: string[] = [];
        batched.push({
          index,
          discard,
          change: {
            key: change.key,
            fingerprint: changeFingerprint(change.kind, change.op, recordId, input),
            work: async (tx) => {
              // A batch may run twice (without savepoints, then with): the last run's files.
              discard.length = 0;
              return { statusCode: 200, body: await run(tx, change.op, input, discard) };
            },
          },
        });
      }
      const answers = await app.sync.changeBatch(
        request.user.id,
        batched.map((item) => item.change),
        (error) => refusal(error, request),
        async (tx) => {
          for (const [kind, ids] of idsByKind) await options.kinds.get(kind)?.prelock(tx, ids);
        },
      );
      const dropped: string[] = [];
      for (const [position, { index, change, discard }] of batched.entries()) {
        const answer = answers[position];
        if (answer === undefined) throw new Error('A batched change has no answer');
        results[index] = { key: change.key, status: answer.statusCode, body: answer.body };
        if (answer.statusCode === 200) dropped.push(...discard);
      }
      await app.files.discardImages(dropped, request.log);
      return {
        results: results.map((result) => {
          if (result === undefined) throw new Error('A change of the batch has no result');
          return result;
        }),
      };
    },
  );
  return Promise.resolve();
};

/** A change that threw, answered as its own call would have been (a 500 is logged). */
function refusal(error: unknown, request: FastifyRequest): { statusCode: number; body: unknown } {
  const { status, body } = toErrorResponse(error as FastifyError, request);
  return { statusCode: status, body };
}
