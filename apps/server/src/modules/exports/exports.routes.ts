import { EXPORTS_CONTRACT } from '@archive/domain/contract/exports.contract';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../adapters/storage/content-disposition';
import {
  LOCAL_DOWNLOAD_ROUTE,
  type LocalStorage,
} from '../../adapters/storage/local/local-storage';
import { AppError } from '../../lib/app-error';
import { startRepeating } from '../../lib/repeating-task';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';
import {
  ARCHIVE_DOWNLOAD_ROUTE,
  createArchiveExportService,
  type ArchiveExportService,
} from './archive-export.service';
import { archiveZip } from './archive-zip';
import { createDocumentPool } from './document-pool';
import { EXPORTS_ROOT, sweepExports } from './export-sweep';
import { createExportsRepository } from './exports.repository';
import {
  createExportsService,
  exportFileName,
  type ExportCaller,
  type ExportsService,
} from './exports.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** PDF documents and CSV of the caller's artworks (docs/decisions/029, 030). */
    exports: ExportsService;
    /** The whole archive as a streamed ZIP (decision 055). */
    archiveExport: ArchiveExportService;
  }
}

export interface ExportsModuleOptions {
  /** The address the app is served from (config PUBLIC_URL): labels link to works there. */
  appUrl: string;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_FIRST_MS = 5 * 60 * 1000;

/** The signed downloads of the local adapter (on S3 the store serves a presigned GET). */
function downloadRoutes(local: LocalStorage): FastifyPluginAsync {
  return (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      method: 'GET',
      url: `${LOCAL_DOWNLOAD_ROUTE}/*`,
      schema: {
        hide: true,
        security: NO_SECURITY,
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          name: z.string().optional(),
          expires: z.string().optional(),
          signature: z.string().optional(),
        }),
        response: { 200: z.unknown(), ...ERROR_RESPONSES },
      },
      // The signature is the permission: the address was handed to the signed-in owner.
      config: { public: true },
      handler: async (request, reply) => {
        const key = request.params['*'];
        const verdict = local.verifyDownload({
          key,
          name: request.query.name,
          expires: request.query.expires,
          signature: request.query.signature,
        });
        if (verdict === 'expired')
          throw new AppError(403, 'FORBIDDEN', EXPORT_MESSAGES.downloadExpired);
        if (verdict === 'invalid')
          throw new AppError(403, 'FORBIDDEN', EXPORT_MESSAGES.downloadInvalid);
        const found = await local.getObject(key);
        if (found === null) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound);
        return reply
          .header('content-type', found.contentType)
          .header('content-disposition', attachment(request.query.name ?? 'export'))
          .send(found.bytes);
      },
    });
    return Promise.resolve();
  };
}

const routes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  function caller(request: { user: Parameters<typeof app.users.toApiUser>[0] }): ExportCaller {
    return {
      userId: request.user.id,
      organisation: app.users.toApiUser(request.user).organisation,
    };
  }

  const document = EXPORTS_CONTRACT.document;
  app.route({
    method: document.method,
    url: document.path,
    schema: {
      tags: ['exports'],
      params: document.params,
      body: document.body,
      response: { 200: document.response, ...ERROR_RESPONSES },
    },
    onRequest: app.limit('exportsPerUser', 'user'),
    handler: (request) =>
      app.exports.document(
        caller(request),
        request.params.type,
        request.body.artworkIds,
        request.body.options,
      ),
  });

  const csv = EXPORTS_CONTRACT.csv;
  app.route({
    method: csv.method,
    url: csv.path,
    schema: {
      tags: ['exports'],
      body: csv.body,
      response: { 200: csv.response, ...ERROR_RESPONSES },
    },
    onRequest: app.limit('exportsPerUser', 'user'),
    handler: (request) =>
      app.exports.csv(caller(request), request.body.artworkIds, request.body.options),
  });

  const contacts = EXPORTS_CONTRACT.contacts;
  app.route({
    method: contacts.method,
    url: contacts.path,
    schema: {
      tags: ['exports'],
      body: contacts.body,
      response: { 200: contacts.response, ...ERROR_RESPONSES },
    },
    // Taking one's own data out is a read (decision 055): a past-due plan does not stop it.
    config: { plan: 'read' },
    onRequest: app.limit('exportsPerUser', 'user'),
    handler: (request) =>
      app.exports.contacts(caller(request), request.body.format, request.body.contactIds),
  });

  const summary = EXPORTS_CONTRACT.archiveSummary;
  app.route({
    method: summary.method,
    url: summary.path,
    schema: { tags: ['exports'], response: { 200: summary.response, ...ERROR_RESPONSES } },
    handler: (request) => app.archiveExport.summary(request.user.id),
  });

  const archive = EXPORTS_CONTRACT.archive;
  app.route({
    method: archive.method,
    url: archive.path,
    schema: {
      tags: ['exports'],
      body: archive.body,
      response: { 200: archive.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'read' },
    onRequest: app.limit('exportsPerUser', 'user'),
    handler: (request) => app.archiveExport.createLink(request.user.id),
  });

  app.route({
    method: 'GET',
    url: `${ARCHIVE_DOWNLOAD_ROUTE}/:token`,
    schema: {
      hide: true,
      security: NO_SECURITY,
      params: z.object({ token: z.string() }),
      response: { 200: z.unknown(), ...ERROR_RESPONSES },
    },
    // The token is the permission: the address was handed to the signed-in owner.
    config: { public: true },
    handler: async (request, reply) => {
      const userId = await app.archiveExport.ownerOf(request.params.token);
      const row = await app.users.findById(userId);
      if (row === null) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound);
      // The account as the API shows it, without a session (none is made for a download).
      const user: Partial<ReturnType<typeof app.users.toApiUser>> = app.users.toApiUser(row);
      delete user.session;
      const sources = await app.archiveExport.sourcesOf(
        userId,
        {
          user,
          collections: await app.collections.listForUser(userId),
          // Registered after this module; there by the time a request comes.
          shareRecords: await app.sharing.recordsFor(userId),
        },
        {
          warn: (message) => {
            request.log.warn(message);
          },
        },
      );
      const zip = archiveZip(sources);
      zip.on('warning', (error: unknown) => {
        request.log.warn({ err: error }, 'Archive ZIP warning');
      });
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          attachment(exportFileName('archive', sources.exportedAt, 'zip')),
        )
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  });
  return Promise.resolve();
};

export const exportsModule = fp<ExportsModuleOptions>(
  async (app, options) => {
    const pool = createDocumentPool();
    const service = createExportsService({
      repository: createExportsRepository(app.db),
      storage: app.storage,
      pool,
      clock: () => app.clock(),
      findOwn: (userId, ids) => app.artworks.findOwn(userId, ids),
      logoKey: (userId) => app.organisation.logoKey(userId),
      readFile: (path) => app.files.readFile(path),
      appUrl: options.appUrl,
      contactsOf: async (userId) => (await app.contacts.list(userId)).contacts,
    });
    app.decorate('exports', service);
    app.decorate(
      'archiveExport',
      createArchiveExportService({
        db: app.db,
        storage: app.storage,
        clock: () => app.clock(),
        artworkIds: (userId) => app.artworks.activeIds(userId),
        findArtworks: (userId, ids) => app.artworks.findOwn(userId, ids),
        imageLists: (userId) => app.artworks.imageLists(userId),
        contacts: async (userId) => (await app.contacts.list(userId)).contacts,
        historyOf: (userId, entity, ids) => app.sync.historyOf(userId, entity, ids),
        readFile: (path) => app.files.readFile(path),
      }),
    );
    // A deleted account's exports go with it; a signed address made before then stops serving.
    app.users.onAccountDeleted((userId) => app.storage.deletePrefix(`${EXPORTS_ROOT}${userId}`));
    await app.register(routes);
    if (app.localFiles !== null) await app.register(downloadRoutes(app.localFiles));
    const sweep = startRepeating(
      async () => {
        await sweepExports(app.storage, app.clock(), app.log);
      },
      { firstDelayMs: SWEEP_FIRST_MS, everyMs: SWEEP_EVERY_MS },
      (error) => {
        app.log.error({ err: error }, 'Sweeping old exports failed');
      },
    );
    app.addHook('onClose', async () => {
      await sweep.stop();
      await pool.close();
    });
  },
  {
    name: 'exports',
    dependencies: [
      'db',
      'storage',
      'files',
      'users',
      'organisation',
      'artworks',
      'contacts',
      'collections',
      'sync',
      'clock',
    ],
  },
);
