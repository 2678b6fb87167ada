import { ARCHIVE_DOWNLOAD_PATH } from '@archive/domain/contract/exports.contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import {
  ARCHIVE_DOWNLOAD_TTL_SECONDS,
  type ArchiveExportResponse,
  type ArchiveSummary,
} from '@archive/domain/exports/archive-export.schema';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { eq, lt } from 'drizzle-orm';
import type { StoragePort, StoredObject } from '../../adapters/storage/storage-port';
import type { Db } from '../../db/client';
import { archiveDownloads } from '../../db/schema-exports';
import { AppError } from '../../lib/app-error';
import { type ArchiveImage, type ArchiveSources } from './archive-zip';
import { exportFileName } from './exports.service';

/** The route whose GET streams an archive; the token follows it. */
export const ARCHIVE_DOWNLOAD_ROUTE = ARCHIVE_DOWNLOAD_PATH;

/** Originals whose size is looked up for the estimate; the rest are counted at their mean. */
const SIZE_SAMPLE = 200;

export interface ArchiveDeps {
  db: Db;
  storage: StoragePort;
  clock: () => Date;
  artworkIds: (userId: string) => Promise<string[]>;
  findArtworks: (userId: string, ids: readonly string[]) => Promise<Map<string, Artwork>>;
  imageLists: (userId: string) => Promise<{ id: string; images: ArchiveImage[] }[]>;
  contacts: (userId: string) => Promise<Contact[]>;
  historyOf: (
    userId: string,
    entity: 'artwork' | 'contact',
    ids: readonly string[],
  ) => Promise<Map<string, HistoryEntry[]>>;
  readFile: (key: string) => Promise<StoredObject | null>;
}

/** What the account holds besides its records, read when the download starts. */
export interface ArchiveAccount {
  user: unknown;
  collections: unknown[];
  shareRecords: unknown;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createArchiveExportService(deps: ArchiveDeps) {
  return {
    /** Counts, and the ZIP's size from a sample of the originals' sizes. */
    async summary(userId: string): Promise<ArchiveSummary> {
      const [ids, lists, contacts] = await Promise.all([
        deps.artworkIds(userId),
        deps.imageLists(userId),
        deps.contacts(userId),
      ]);
      const keys = [
        ...lists.flatMap((work) => work.images.map((image) => image.key)),
        ...contacts.flatMap((contact) => (contact.image === null ? [] : [contact.image.key])),
      ];
      // An even spread of the originals, so one large series does not skew the mean.
      const step = Math.max(1, Math.floor(keys.length / SIZE_SAMPLE));
      const sample = keys.filter((_, index) => index % step === 0).slice(0, SIZE_SAMPLE);
      const heads = await Promise.all(sample.map((key) => deps.storage.headObject(key)));
      const sizes = heads.flatMap((head) => (head === null ? [] : [head.size]));
      const mean = sizes.length === 0 ? 0 : sizes.reduce((a, b) => a + b, 0) / sizes.length;
      // Records as JSON, CSV and vCard, compressed: about 2 kB a work, 1 kB a contact.
      const records = ids.length * 2048 + contacts.length * 1024 + 4096;
      return {
        artworks: ids.length,
        contacts: contacts.length,
        images: keys.length,
        estimatedBytes: Math.round(mean * keys.length + records),
      };
    },

    /** A download address good for an hour; only its token's hash is kept. */
    async createLink(userId: string): Promise<ArchiveExportResponse> {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock();
      const expiresAt = new Date(now.getTime() + ARCHIVE_DOWNLOAD_TTL_SECONDS * 1000);
      // Old addresses of anyone are forgotten as new ones are made.
      await deps.db.delete(archiveDownloads).where(lt(archiveDownloads.expiresAt, now));
      await deps.db
        .insert(archiveDownloads)
        .values({ userId, tokenHash: hashOf(token), expiresAt });
      return {
        path: `${ARCHIVE_DOWNLOAD_ROUTE}/${token}`,
        data: {
          fileName: exportFileName('archive', now, 'zip'),
          expiresAt: expiresAt.toISOString(),
        },
      };
    },

    /** The owner of a download address; 403 for an unknown or tampered one, or an old one. */
    async ownerOf(token: string): Promise<string> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
        throw new AppError(403, 'FORBIDDEN', EXPORT_MESSAGES.downloadInvalid);
      }
      const rows = await deps.db
        .select()
        .from(archiveDownloads)
        .where(eq(archiveDownloads.tokenHash, hashOf(token)))
        .limit(1);
      const row = rows[0];
      if (row === undefined) throw new AppError(403, 'FORBIDDEN', EXPORT_MESSAGES.downloadInvalid);
      if (row.expiresAt.getTime() <= deps.clock().getTime()) {
        throw new AppError(403, 'FORBIDDEN', EXPORT_MESSAGES.archiveDownloadExpired);
      }
      return row.userId;
    },

    /** What the ZIP is made from: the caller's records only, read as the ZIP needs them. */
    async sourcesOf(
      userId: string,
      account: ArchiveAccount,
      log: { warn: (message: string) => void },
    ): Promise<ArchiveSources> {
      const [artworkIds, artworkImages, contacts] = await Promise.all([
        deps.artworkIds(userId),
        deps.imageLists(userId),
        deps.contacts(userId),
      ]);
      return {
        exportedAt: deps.clock(),
        ...account,
        artworkIds,
        async loadArtworks(ids) {
          const found = await deps.findArtworks(userId, ids);
          return ids.flatMap((id) => {
            const work = found.get(id);
            return work === undefined ? [] : [work];
          });
        },
        historyOf: (entity, ids) => deps.historyOf(userId, entity, ids),
        contacts,
        artworkImages,
        readFile: deps.readFile,
        onMissing: () => {
          log.warn('An original was missing from the store while making an archive');
        },
      };
    },
  };
}

export type ArchiveExportService = ReturnType<typeof createArchiveExportService>;
