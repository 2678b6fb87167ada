import { z } from 'zod';
import { contactIdSchema } from '../contacts/contact.schema';

/**
 * Take your archive with you (issue 34): the whole archive as one streamed ZIP, and contacts
 * as CSV or vCard. Spec section 7 names "download and sync archive" and "contact download"
 * without their paths; these are ours (decision 055).
 */

/** The version of the ZIP's layout, written in its README.txt and archive.json. */
export const ARCHIVE_FORMAT_VERSION = 1;

/** How long the archive's download address works: a large archive may take long to start. */
export const ARCHIVE_DOWNLOAD_TTL_SECONDS = 60 * 60;

/** A contact download's most contacts at once (the list's own limit). */
export const CONTACT_EXPORT_MAX = 20_000;

/** POST /v1/exports/archive: nothing to choose; everything of the caller's. */
export const archiveExportBodySchema = z.strictObject({});

/** A signed address that streams the ZIP as it is made, and the file's name. */
export const archiveExportResponseSchema = z.object({
  path: z.string(),
  data: z.object({ fileName: z.string(), expiresAt: z.string() }),
});
export type ArchiveExportResponse = z.infer<typeof archiveExportResponseSchema>;

/** GET /v1/exports/archive: what the archive holds, for settings to say before it starts. */
export const archiveSummarySchema = z.object({
  artworks: z.number().int(),
  contacts: z.number().int(),
  images: z.number().int(),
  /** The ZIP's size, estimated from its images' sizes and its records (originals are kept as they are). */
  estimatedBytes: z.number().int(),
});
export type ArchiveSummary = z.infer<typeof archiveSummarySchema>;

export const CONTACT_EXPORT_FORMATS = ['csv', 'vcard'] as const;
export type ContactExportFormat = (typeof CONTACT_EXPORT_FORMATS)[number];

/** POST /v1/exports/contacts: all contacts, or those named (another user's id is 404). */
export const contactExportBodySchema = z.strictObject({
  format: z.enum(CONTACT_EXPORT_FORMATS),
  contactIds: z.array(contactIdSchema).min(1).max(CONTACT_EXPORT_MAX).optional(),
});
export type ContactExportBody = z.infer<typeof contactExportBodySchema>;
