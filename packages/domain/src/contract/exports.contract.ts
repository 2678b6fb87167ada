import { z } from 'zod';
import { EXPORT_PATH_TYPES } from '../exports/export-documents';
import {
  archiveExportBodySchema,
  archiveExportResponseSchema,
  archiveSummarySchema,
  contactExportBodySchema,
} from '../exports/archive-export.schema';
import { exportBodySchema, exportResponseSchema } from '../exports/export-options.schema';

/** Where the whole archive's ZIP is downloaded from, by a token handed out by `archive`. */
export const ARCHIVE_DOWNLOAD_PATH = '/v1/exports/archive/download';

/** The export calls of spec section 7 (docs/decisions/029 and 030). */
export const EXPORTS_CONTRACT = {
  /** One PDF document of the caller's artworks: a signed download address and what it is. */
  document: {
    method: 'POST',
    path: '/v1/exports/document/:type',
    operationId: 'exportDocument',
    summary: 'A PDF document of artworks',
    params: z.object({ type: z.enum(EXPORT_PATH_TYPES) }),
    body: exportBodySchema,
    response: exportResponseSchema,
    public: false,
  },
  /** The artworks as CSV (RFC 4180, UTF-8 with BOM), answered like a document. */
  csv: {
    method: 'POST',
    path: '/v1/exports/csv',
    operationId: 'exportArtworksCsv',
    summary: 'The artworks as CSV',
    body: exportBodySchema,
    response: exportResponseSchema,
    public: false,
  },
  /** The whole archive: a signed address whose GET streams the ZIP (decision 055). */
  archive: {
    method: 'POST',
    path: '/v1/exports/archive',
    operationId: 'createArchiveExport',
    summary: 'A download address for the whole archive',
    body: archiveExportBodySchema,
    response: archiveExportResponseSchema,
    public: false,
  },
  /** What the archive holds and about how large its ZIP is. */
  archiveSummary: {
    method: 'GET',
    path: '/v1/exports/archive',
    operationId: 'getArchiveSummary',
    summary: 'What the archive export holds',
    response: archiveSummarySchema,
    public: false,
  },
  /** Contacts as CSV or vCard 4.0, answered like a document. */
  contacts: {
    method: 'POST',
    path: '/v1/exports/contacts',
    operationId: 'exportContacts',
    summary: 'Contacts as CSV or vCard',
    body: contactExportBodySchema,
    response: exportResponseSchema,
    public: false,
  },
  /**
   * The archive's ZIP, streamed (decision 055). The token is the permission: no session.
   * Not in the OpenAPI document: its answer is bytes (the hidden-routes fuzz covers it).
   */
  archiveDownload: {
    method: 'GET',
    path: `${ARCHIVE_DOWNLOAD_PATH}/:token`,
    operationId: 'downloadArchive',
    summary: 'The whole archive as a ZIP',
    params: z.object({ token: z.string() }),
    produces: ['application/zip'],
    response: z.unknown(),
    public: true,
    hidden: true,
  },
} as const;
