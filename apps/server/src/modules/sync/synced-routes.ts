import type { ImageContentType } from '@archive/domain/images/image-limits';
import type { SyncBatchKind, SyncBatchOp } from '@archive/domain/sync/sync-changes.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  contractRoute,
  type ContractAnswer,
  type ContractEntry,
  type ContractInput,
} from '../../lib/contract-route';
import type { Db } from '../../db/client';
import { changeFingerprint } from './change-kinds';
import type { Owner } from './synced-kind';

/** The calls every synced kind answers (spec section 7), as its domain contract names them. */
export interface SyncedContract {
  list: ContractEntry;
  create: ContractEntry;
  update: ContractEntry;
  delete: ContractEntry;
  history: ContractEntry;
  imageUrls: ContractEntry;
  linkImage: ContractEntry;
}

type Body<E extends ContractEntry> = ContractInput<E>['body'];
type Answer<E extends ContractEntry> = Promise<ContractAnswer<E>>;

/**
 * A synced kind's routes: its contract and the service that answers it. `editor` is read
 * before a create's or edit's transaction opens (PGlite has one connection: a read on the app's
 * database inside it would wait forever).
 */
export interface SyncedRoutes<C extends SyncedContract, Editor> {
  tag: string;
  /** Its name in POST /v1/sync/changes. */
  kind: SyncBatchKind;
  contract: C;
  /** For creates and edits, when the kind's texts may be longer than the app's 1 MB limit. */
  bodyLimit?: number;
  editor: (request: FastifyRequest) => Promise<Editor>;
  /** The record a delete names (in its path or its query). */
  deletedId: (input: ContractInput<C['delete']>) => string;
  /** The record's storage folder, removed with it once its delete has committed. */
  filesPrefix: (userId: string, id: string) => string;
  service: {
    /** Locks and reads a batch's records at once; its changes in `tx` then lock them free. */
    prelock: (tx: Db, ids: readonly string[]) => Promise<void>;
    /** The user's records not deleted. */
    list: (userId: string) => Answer<C['list']>;
    create: (tx: Db, editor: Editor, body: Body<C['create']>) => Answer<C['create']>;
    /** Keys of images the edit removed go into `removed`, deleted after the commit. */
    update: (
      tx: Db,
      editor: Editor,
      body: Body<C['update']>,
      removed: string[],
    ) => Answer<C['update']>;
    delete: (tx: Db, userId: string, id: string) => Answer<C['delete']>;
    history: (owner: Owner, id: string) => Answer<C['history']>;
    imageUrls: (
      userId: string,
      id: string,
      contentType: ImageContentType,
    ) => Answer<C['imageUrls']>;
    /** Keys of images the link replaced go into `replaced`, deleted after the commit. */
    linkImage: (
      tx: Db,
      userId: string,
      id: string,
      body: Body<C['linkImage']>,
      replaced: string[],
    ) => Answer<C['linkImage']>;
  };
}

/**
 * Registers a synced kind's list, create, edit, delete, history, upload address and image link
 * calls, and its changes in POST /v1/sync/changes. Each change runs once per Idempotency-Key
 * (`app.sync.idempotent`), bound to what it changes (`changeFingerprint`), so a change sent
 * alone and retried in a batch answers once; files a change dropped are deleted only after it
 * committed (a rolled-back change still shows them).
 */
export function registerSyncedRoutes<C extends SyncedContract, Editor>(
  app: FastifyInstance,
  routes: SyncedRoutes<C, Editor>,
): void {
  const { tag, contract, service, kind } = routes;
  const changeOptions = routes.bodyLimit === undefined ? {} : { bodyLimit: routes.bodyLimit };
  const createSchema = contract.create.body;
  const updateSchema = contract.update.body;
  const deleteSchema = contract.delete.querystring ?? contract.delete.params;
  if (createSchema === undefined || updateSchema === undefined || deleteSchema === undefined) {
    throw new Error(`${tag}: a change call declares no input`);
  }

  /** The record a delete names; the batch sends the call's query or path as its body. */
  function deletedIdOf(input: unknown): string {
    return routes.deletedId({ params: input, query: input } as ContractInput<C['delete']>);
  }

  /** One change, the same code alone and in a batch. */
  async function run(
    tx: Db,
    by: Editor,
    userId: string,
    op: SyncBatchOp,
    input: unknown,
    discard: string[],
  ): Promise<unknown> {
    switch (op) {
      case 'create':
        return service.create(tx, by, input as Body<C['create']>);
      case 'update':
        return service.update(tx, by, input as Body<C['update']>, discard);
      case 'delete': {
        const id = deletedIdOf(input);
        const answer = await service.delete(tx, userId, id);
        discard.push(routes.filesPrefix(userId, id));
        return answer;
      }
    }
  }

  function recordId(op: SyncBatchOp, input: unknown): string {
    return op === 'delete' ? deletedIdOf(input) : (input as { id: string }).id;
  }

  /** A change call: its input checked by the route's schema, answered once per key. */
  async function changeCall(
    request: FastifyRequest,
    reply: FastifyReply,
    op: SyncBatchOp,
    input: unknown,
  ): Promise<never> {
    const by = await routes.editor(request);
    const discard: string[] = [];
    const answer = await app.sync.idempotent(
      request,
      reply,
      async (tx) => ({
        statusCode: 200,
        body: await run(tx, by, request.user.id, op, input, discard),
      }),
      changeFingerprint(kind, op, recordId(op, input), input),
    );
    await app.files.discardImages(discard, request.log);
    // The answer is the call's own (its service's), typed by the contract at the route.
    return answer as never;
  }

  app.sync.registerChangeKind(kind, {
    schemaOf: (op) =>
      op === 'delete' ? deleteSchema : op === 'create' ? createSchema : updateSchema,
    recordId,
    prelock: (tx, ids) => service.prelock(tx, ids),
    async runner(request) {
      const by = await routes.editor(request);
      return (tx, op, input, discard) => run(tx, by, request.user.id, op, input, discard);
    },
  });

  contractRoute<C['list']>(app, tag, contract.list, {}, (request) => service.list(request.user.id));

  contractRoute<C['create']>(app, tag, contract.create, changeOptions, (request, { body }, reply) =>
    changeCall(request, reply, 'create', body),
  );

  contractRoute<C['update']>(app, tag, contract.update, changeOptions, (request, { body }, reply) =>
    changeCall(request, reply, 'update', body),
  );

  contractRoute<C['delete']>(app, tag, contract.delete, {}, (request, input, reply) =>
    changeCall(
      request,
      reply,
      'delete',
      contract.delete.querystring === undefined ? input.params : input.query,
    ),
  );

  contractRoute<C['history']>(app, tag, contract.history, {}, (request, { params }) =>
    service.history(owner(request), idOf(params)),
  );

  contractRoute<C['imageUrls']>(
    app,
    tag,
    contract.imageUrls,
    // A GET, but it hands out an upload address: only for an account that may change records.
    { config: { plan: 'write' } },
    (request, { params, query }) =>
      service.imageUrls(request.user.id, idOf(params), contentTypeOf(query)),
  );

  contractRoute<C['linkImage']>(
    app,
    tag,
    contract.linkImage,
    {},
    async (request, { params, body }, reply) => {
      const replaced: string[] = [];
      const id = idOf(params);
      const answer = await app.sync.idempotent(
        request,
        reply,
        async (tx) => ({
          statusCode: 200,
          body: await service.linkImage(tx, request.user.id, id, body, replaced),
        }),
        changeFingerprint(kind, 'linkImage', id, body),
      );
      await app.files.discardImages(replaced, request.log);
      return answer;
    },
  );
}

function owner(request: FastifyRequest): Owner {
  return { id: request.user.id, name: request.user.name };
}

/** The record id of a path `…/:id` (its schema made it a uuid). */
function idOf(params: unknown): string {
  return (params as { id: string }).id;
}

function contentTypeOf(query: unknown): ImageContentType {
  return (query as { contentType: ImageContentType }).contentType;
}
