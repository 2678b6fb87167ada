import { EXPORTS_CONTRACT } from '@archive/domain/contract/exports.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { attachment } from '../../adapters/storage/content-disposition';
import { recordNotFound } from '../../lib/record-not-found';
import { startRepeating } from '../../lib/repeating-task';
import { contractRoute } from '../../lib/contract-route';
import { createArchiveExportService, type ArchiveExportService } from './archive-export.service';
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

const TAG = 'exports';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_FIRST_MS = 5 * 60 * 1000;

const routes: FastifyPluginAsync = (app) => {
  function caller(request: { user: Parameters<typeof app.users.toApiUser>[0] }): ExportCaller {
    return {
      userId: request.user.id,
      organisation: app.users.toApiUser(request.user).organisation,
    };
  }
  const limited = { onRequest: app.limit('exportsPerUser', 'user') };

  contractRoute(app, TAG, EXPORTS_CONTRACT.document, limited, (request, { params, body }) =>
    app.exports.document(caller(request), params.type, body.artworkIds, body.options),
  );

  contractRoute(app, TAG, EXPORTS_CONTRACT.csv, limited, (request, { body }) =>
    app.exports.csv(caller(request), body.artworkIds, body.options),
  );

  contractRoute(
    app,
    TAG,
    EXPORTS_CONTRACT.contacts,
    // Taking one's own data out is a read (decision 055): a past-due plan does not stop it.
    { ...limited, config: { plan: 'read' } },
    (request, { body }) => app.exports.contacts(caller(request), body.format, body.contactIds),
  );

  contractRoute(app, TAG, EXPORTS_CONTRACT.archiveSummary, {}, (request) =>
    app.archiveExport.summary(request.user.id),
  );

  contractRoute(
    app,
    TAG,
    EXPORTS_CONTRACT.archive,
    { ...limited, config: { plan: 'read' } },
    (request) => app.archiveExport.createLink(request.user.id),
  );

  // The token is the permission: the address was handed to the signed-in owner.
  contractRoute(
    app,
    TAG,
    EXPORTS_CONTRACT.archiveDownload,
    {},
    async (request, { params }, reply) => {
      const userId = await app.archiveExport.ownerOf(params.token);
      const row = await app.users.findById(userId);
      if (row === null) throw recordNotFound();
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
  );
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
