import { randomUUID } from 'node:crypto';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import type { ContactExportFormat } from '@archive/domain/exports/archive-export.schema';
import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import {
  EXPORT_DOCUMENT_LABELS,
  isComingSoon,
  isSingleWorkDocument,
  type ExportDocumentType,
} from '@archive/domain/exports/export-documents';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import { exportOptionErrors } from '@archive/domain/exports/export-options.rules';
import {
  EXPORT_DOWNLOAD_TTL_SECONDS,
  type ExportOptions,
  type ExportResponse,
} from '@archive/domain/exports/export-options.schema';
import { derivativeFileName, type ImageDerivative } from '@archive/domain/images/image-limits';
import type { DocumentWork } from '@archive/documents/document-input';
import type { DocumentTask, TaskResult } from '@archive/documents/document-task';
import { documentTitle } from '@archive/documents/render-document';
import type { StoragePort, StoredObject } from '../../adapters/storage/storage-port';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import type { DocumentPool } from './document-pool';
import type { ExportsRepository } from './exports.repository';
import { EXPORTS_ROOT } from './export-sweep';

interface Deps {
  repository: ExportsRepository;
  storage: StoragePort;
  /** Worker threads that make the files (document-pool.ts). */
  pool: DocumentPool;
  clock: () => Date;
  /** The caller's artworks among `ids`, not deleted, by id (the artworks module's findOwn). */
  findOwn: (userId: string, ids: readonly string[]) => Promise<Map<string, Artwork>>;
  /** The storage key of the user's logo (settings tab 2), null without one. */
  logoKey: (userId: string) => Promise<string | null>;
  /** A file or a derivative from the file store (the files module's reader). */
  readFile: (path: string) => Promise<StoredObject | null>;
  /** The address this server serves the app from, for the labels' QR codes. */
  appUrl: string;
  /** The caller's contacts, not deleted (the contacts module's list). */
  contactsOf: (userId: string) => Promise<Contact[]>;
}

export interface ExportCaller {
  userId: string;
  organisation: Organisation;
}

const PDF = 'application/pdf';
const CSV = 'text/csv; charset=utf-8';
const VCARD = 'text/vcard; charset=utf-8';
const EXTENSIONS: Record<string, string> = { [PDF]: 'pdf', [CSV]: 'csv', [VCARD]: 'vcf' };

/** A file name from a title: `spring-selection-2026-11-24.pdf`. */
export function exportFileName(title: string, date: Date, extension: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug === '' ? 'export' : slug}-${date.toISOString().slice(0, 10)}.${extension}`;
}

function tooLarge(): AppError {
  return new AppError(422, 'EXPORT_TOO_LARGE', EXPORT_MESSAGES.tooLarge);
}

/** The worker was stopped for time (EXPORT_TIME_LIMIT_MS) or ran out of its heap. */
function isOverLimit(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
}

function validationError(errors: { field: string; message: string }[]): AppError {
  const first = errors[0];
  return new AppError(
    400,
    'VALIDATION',
    first?.message ?? EXPORT_MESSAGES.exportFailed,
    first === undefined ? undefined : `options.${first.field}`,
  );
}

/** A work as the templates take it: its values, number, artist and status, and its image. */
export function documentWorkOf(artwork: Artwork, image: Uint8Array | null): DocumentWork {
  return {
    ...artwork.artworkValues,
    id: artwork.id,
    archiveArtworkNumber: artwork.archiveArtworkNumber,
    artist: artwork.artist,
    status: artwork.status,
    image,
  };
}

export function createExportsService(deps: Deps) {
  /** The caller's artworks by id, in the order asked; any other id (another user's, deleted, unknown) is 404. */
  async function ownArtworks(userId: string, ids: readonly string[]): Promise<Artwork[]> {
    const byId = await deps.findOwn(userId, ids);
    return [...new Set(ids)].map((id) => {
      const artwork = byId.get(id);
      if (artwork === undefined) throw recordNotFound();
      return artwork;
    });
  }

  /** Refuses before any work is read when every export thread is taken and the queue is full. */
  function checkCapacity(): void {
    if (deps.pool.isFull()) {
      throw new AppError(503, 'EXPORT_BUSY', EXPORT_MESSAGES.busy);
    }
  }

  /** Runs the task in a worker; a document over the caps is a 422 the user can act on. */
  async function make(task: DocumentTask): Promise<{ bytes: Uint8Array; pages: number | null }> {
    let result: TaskResult;
    try {
      result = await deps.pool.run(task);
    } catch (error) {
      if (isOverLimit(error)) throw tooLarge();
      throw error;
    }
    if (result.kind === 'tooLarge') throw tooLarge();
    return result;
  }

  async function coverImage(artwork: Artwork, size: ImageDerivative): Promise<Uint8Array | null> {
    const cover = [...artwork.images].sort((a, b) => a.sortIndex - b.sortIndex)[0];
    if (cover === undefined) return null;
    const found = await deps.readFile(`${cover.key}/${derivativeFileName(size)}`);
    return found?.bytes ?? null;
  }

  async function toDocumentWork(
    artwork: Artwork,
    size: ImageDerivative | null,
  ): Promise<DocumentWork> {
    return documentWorkOf(artwork, size === null ? null : await coverImage(artwork, size));
  }

  /** The logo's preview derivative (the PDF prints it small); the product's mark without one. */
  async function logoOf(userId: string): Promise<Uint8Array | null> {
    const key = await deps.logoKey(userId);
    if (key === null) return null;
    const found = await deps.readFile(`${key}/${derivativeFileName('preview')}`);
    return found?.bytes ?? null;
  }

  async function store(
    userId: string,
    bytes: Uint8Array,
    contentType: string,
    fileName: string,
  ): Promise<string> {
    const extension = EXTENSIONS[contentType] ?? 'bin';
    const key = `${EXPORTS_ROOT}${userId}/${randomUUID()}.${extension}`;
    await deps.storage.putObject(key, Buffer.from(bytes), contentType, 'private, no-store');
    return deps.storage.createDownloadUrl(key, {
      fileName,
      contentType,
      ttlSeconds: EXPORT_DOWNLOAD_TTL_SECONDS,
    });
  }

  return {
    async document(
      caller: ExportCaller,
      type: ExportDocumentType | 'portfolio' | 'conditionReport',
      artworkIds: readonly string[],
      options: ExportOptions,
    ): Promise<ExportResponse> {
      if (isComingSoon(type))
        throw new AppError(400, 'EXPORT_COMING_SOON', EXPORT_MESSAGES.comingSoon);
      const errors = exportOptionErrors(type, options);
      if (errors.length > 0) throw validationError(errors);
      if (isSingleWorkDocument(type) && new Set(artworkIds).size > 1) {
        throw new AppError(400, 'VALIDATION', EXPORT_MESSAGES.singleWorkOnly, 'artworkIds');
      }
      checkCapacity();
      const artworks = await ownArtworks(caller.userId, artworkIds);
      const labels = type === 'storageLabels' || type === 'wallLabels';
      const size: ImageDerivative | null = labels
        ? null
        : type === 'certificate' || isSingleWorkDocument(type)
          ? 'medium'
          : 'preview';
      const works: DocumentWork[] = [];
      // One at a time: a thousand images are never all in memory at once before the PDF needs them.
      for (const artwork of artworks) works.push(await toDocumentWork(artwork, size));
      const date = deps.clock();
      const { organisation } = caller;
      const invoiceNumber =
        type === 'invoice'
          ? String(await deps.repository.nextInvoiceNumber(caller.userId)).padStart(4, '0')
          : null;
      const input = {
        type,
        works,
        options,
        organisation: {
          name: organisation.name,
          addressLines: [
            organisation.address.addressLine1,
            [organisation.address.postalCode, organisation.address.city]
              .filter((part) => part !== '')
              .join(' '),
            organisation.address.region,
            organisation.address.country,
          ].filter((line) => line !== ''),
          vatNumber: organisation.vatNumber,
          websiteUrl: organisation.websiteUrl,
          logo: await logoOf(caller.userId),
        },
        date,
        invoiceNumber,
      };
      const title = documentTitle(input);
      const { bytes, pages } = await make({ kind: 'pdf', input, appUrl: deps.appUrl });
      const fileName = exportFileName(labels ? EXPORT_DOCUMENT_LABELS[type] : title, date, 'pdf');
      const path = await store(caller.userId, bytes, PDF, fileName);
      return { path, data: { type, fileName, pages: pages ?? 0, bytes: bytes.length } };
    },

    async csv(
      caller: ExportCaller,
      artworkIds: readonly string[],
      options: ExportOptions,
    ): Promise<ExportResponse> {
      checkCapacity();
      const artworks = await ownArtworks(caller.userId, artworkIds);
      const works = await Promise.all(artworks.map((artwork) => toDocumentWork(artwork, null)));
      const { bytes } = await make({ kind: 'csv', works, sortBy: options.sortBy });
      const date = deps.clock();
      const fileName = exportFileName(options.title ?? 'artworks', date, 'csv');
      const path = await store(caller.userId, bytes, CSV, fileName);
      return { path, data: { type: 'csv', fileName, pages: null, bytes: bytes.length } };
    },

    /**
     * The caller's contacts (all, or those named; any other id is 404) as CSV or vCard 4.0,
     * made in a worker thread and answered like a document (issue 34).
     */
    async contacts(
      caller: ExportCaller,
      format: ContactExportFormat,
      contactIds: readonly string[] | undefined,
    ): Promise<ExportResponse> {
      checkCapacity();
      const all = await deps.contactsOf(caller.userId);
      let chosen = all;
      if (contactIds !== undefined) {
        const byId = new Map(all.map((contact) => [contact.id, contact]));
        chosen = [...new Set(contactIds)].map((id) => {
          const contact = byId.get(id);
          if (contact === undefined) throw recordNotFound();
          return contact;
        });
      }
      const photos: Record<string, Uint8Array> = {};
      if (format === 'vcard') {
        // One at a time, small previews: the cards carry a face, not the original.
        for (const contact of chosen) {
          if (contact.image === null) continue;
          const found = await deps.readFile(
            `${contact.image.key}/${derivativeFileName('preview')}`,
          );
          if (found !== null) photos[contact.id] = found.bytes;
        }
      }
      const { bytes } = await make({ kind: 'contacts', format, contacts: chosen, photos });
      const contentType = format === 'csv' ? CSV : VCARD;
      const fileName = exportFileName('contacts', deps.clock(), format === 'csv' ? 'csv' : 'vcf');
      const path = await store(caller.userId, bytes, contentType, fileName);
      return {
        path,
        data: { type: `contacts-${format}`, fileName, pages: null, bytes: bytes.length },
      };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
