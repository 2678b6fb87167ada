import type { FastifyBaseLogger } from 'fastify';
import type { StoragePort } from '../../adapters/storage/storage-port';

/** Where generated exports live in the file store: apart from the users' own files. */
export const EXPORTS_ROOT = 'exports/';
/** A generated file is kept a day: its address is good for 10 minutes, a retry may reuse it. */
export const EXPORT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes the generated exports older than a day; answers how many. */
export async function sweepExports(
  storage: StoragePort,
  now: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  let removed = 0;
  for await (const object of storage.listObjects(EXPORTS_ROOT)) {
    if (now.getTime() - object.lastModified.getTime() < EXPORT_RETENTION_MS) continue;
    await storage.deleteObject(object.key);
    removed += 1;
  }
  if (removed > 0) log.info({ removed }, 'Old exports swept');
  return removed;
}
