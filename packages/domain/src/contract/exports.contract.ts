import { z } from 'zod';
import { EXPORT_PATH_TYPES } from '../exports/export-documents';
import {
  archiveExportBodySchema,
  archiveExportResponseSchema,
  archiveSummarySchema,
  contactExportBodySchema,
} from '../exports/archive-export.schema';
import { exportBodySchema, exportResponseSchema } from '../exports/export-options.schema';

/** The export calls of spec section 7 (docs/decisions/029 and 030). */
export const EXPORTS_CONTRACT = {
  /** One PDF document of the caller's artworks: a signed download address and what it is. */
  document: {
    method: 'POST',
    path: '/v1/exports/document/:type',
    params: z.object({ type: z.enum(EXPORT_PATH_TYPES) }),
    body: exportBodySchema,
    response: exportResponseSchema,
    public: false,
  },
  /** The artworks as CSV (RFC 4180, UTF-8 with BOM), answered like a document. */
  csv: {
    method: 'POST',
    path: '/v1/exports/csv',
    body: exportBodySchema,
    response: exportResponseSchema,
    public: false,
  },
  /** The whole archive: a signed address whose GET streams the ZIP (decision 055). */
  archive: {
    method: 'POST',
    path: '/v1/exports/archive',
    body: archiveExportBodySchema,
    response: archiveExportResponseSchema,
    public: false,
  },
  /** What the archive holds and about how large its ZIP is. */
  archiveSummary: {
    method: 'GET',
    path: '/v1/exports/archive',
    response: archiveSummarySchema,
    public: false,
  },
  /** Contacts as CSV or vCard 4.0, answered like a document. */
  contacts: {
    method: 'POST',
    path: '/v1/exports/contacts',
    body: contactExportBodySchema,
    response: exportResponseSchema,
    public: false,
  },
} as const;
