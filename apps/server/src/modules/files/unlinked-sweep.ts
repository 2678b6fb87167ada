import { UNLINKED_FILE_GRACE_DAYS } from '@archive/domain/images/image-limits';
import type { FastifyBaseLogger } from 'fastify';
import type { StoragePort } from '../../adapters/storage/storage-port';
import { userFilesPrefix } from '../../lib/image-keys';
import { splitPath } from './image-path';
import { DAY_MS } from '@archive/domain/app/durations';

/** Every original key of one user's files that a record of one module links. */
export type ImageReferences = (userId: string) => Promise<Iterable<string>>;

export interface SweepReport {
  /** Originals looked at (each with its derivatives). */
  examined: number;
  /** Originals removed with their derivatives, in key order. */
  removed: string[];
  /** Users whose references could not be read; nothing of theirs was removed. */
  skippedUsers: number;
}

/** 'users/': every user's files. */
const USERS_ROOT = userFilesPrefix('');

/**
 * Reclaims uploads no record links (decision 016): an upload whose link never came, an image
 * a failed discard left behind. Each module whose records own images registers how to read a
 * user's linked keys; a user's files are judged only when every module answered. An original
 * goes, with its derivatives, when none links it and none of its files was written within
 * UNLINKED_FILE_GRACE_DAYS.
 */
export function createUnlinkedSweep(storage: StoragePort, log: FastifyBaseLogger) {
  const sources: ImageReferences[] = [];

  async function linkedKeys(userId: string): Promise<Set<string> | null> {
    const linked = new Set<string>();
    try {
      for (const source of sources) for (const key of await source(userId)) linked.add(key);
    } catch (error) {
      log.warn({ err: error, userId }, 'Could not read linked images; files kept');
      return null;
    }
    return linked;
  }

  return {
    registerReferences(source: ImageReferences): void {
      sources.push(source);
    },

    async sweep(now: Date): Promise<SweepReport> {
      const cutoff = now.getTime() - UNLINKED_FILE_GRACE_DAYS * DAY_MS;
      const report: SweepReport = { examined: 0, removed: [], skippedUsers: 0 };
      // Keys come in order, so one user's files arrive together: judge them when the next
      // user's begin. Each original keeps the newest write among its files.
      let userId: string | null = null;
      let newest = new Map<string, number>();

      async function judge(): Promise<void> {
        if (userId === null || newest.size === 0) return;
        report.examined += newest.size;
        const linked = await linkedKeys(userId);
        if (linked === null) {
          report.skippedUsers += 1;
          return;
        }
        for (const [key, written] of newest) {
          if (linked.has(key) || written >= cutoff) continue;
          try {
            await storage.deletePrefix(key);
            report.removed.push(key);
          } catch (error) {
            // The next sweep tries again; the others go now.
            log.warn({ err: error, key }, 'Could not remove an unlinked upload');
          }
        }
      }

      for await (const object of storage.listObjects(USERS_ROOT)) {
        const owner = object.key.slice(USERS_ROOT.length).split('/', 1)[0] ?? '';
        // Only files under a record's or the organisation's folder are uploads.
        if (object.key.split('/').length < 4) continue;
        if (owner !== userId) {
          await judge();
          userId = owner;
          newest = new Map();
        }
        const { key } = splitPath(object.key);
        const written = object.lastModified.getTime();
        newest.set(key, Math.max(written, newest.get(key) ?? written));
      }
      await judge();
      return report;
    },
  };
}

export type UnlinkedSweep = ReturnType<typeof createUnlinkedSweep>;
