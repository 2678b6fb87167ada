import type { ImageContentType } from '@archive/domain/images/image-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  contractRoute,
  type ContractAnswer,
  type ContractEntry,
  type ContractInput,
} from '../../lib/contract-route';
import type { Db } from '../../db/client';
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
  contract: C;
  /** For creates and edits, when the kind's texts may be longer than the app's 1 MB limit. */
  bodyLimit?: number;
  editor: (request: FastifyRequest) => Promise<Editor>;
  /** The record a delete names (in its path or its query). */
  deletedId: (input: ContractInput<C['delete']>) => string;
  /** The record's storage folder, removed with it once its delete has committed. */
  filesPrefix: (userId: string, id: string) => string;
  service: {
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
 * calls. Each change runs once per Idempotency-Key (`app.sync.idempotent`); files a change
 * dropped are deleted only after it committed (a rolled-back change still shows them).
 */
export function registerSyncedRoutes<C extends SyncedContract, Editor>(
  app: FastifyInstance,
  routes: SyncedRoutes<C, Editor>,
): void {
  const { tag, contract, service } = routes;
  const changeOptions = routes.bodyLimit === undefined ? {} : { bodyLimit: routes.bodyLimit };

  contractRoute<C['list']>(app, tag, contract.list, {}, (request) => service.list(request.user.id));

  contractRoute<C['create']>(
    app,
    tag,
    contract.create,
    changeOptions,
    async (request, { body }, reply) => {
      const by = await routes.editor(request);
      return app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await service.create(tx, by, body),
      }));
    },
  );

  contractRoute<C['update']>(
    app,
    tag,
    contract.update,
    changeOptions,
    async (request, { body }, reply) => {
      const by = await routes.editor(request);
      const removed: string[] = [];
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await service.update(tx, by, body, removed),
      }));
      await app.files.discardImages(removed, request.log);
      return answer;
    },
  );

  contractRoute<C['delete']>(app, tag, contract.delete, {}, async (request, input, reply) => {
    const id = routes.deletedId(input);
    const answer = await app.sync.idempotent(request, reply, async (tx) => ({
      statusCode: 200,
      body: await service.delete(tx, request.user.id, id),
    }));
    await app.files.discardImages([routes.filesPrefix(request.user.id, id)], request.log);
    return answer;
  });

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
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await service.linkImage(tx, request.user.id, idOf(params), body, replaced),
      }));
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
