import { nextTurn } from '../main-thread/next-turn';
import type * as BrowserEngine from './browser-engine';

/**
 * The engine's heaviest dependencies, each evaluated in a task of its own before the engine's
 * chunk (issue 37). A module graph loaded by one import is evaluated in one task: the engine's
 * was one of 100 ms on this machine (400 ms on Lighthouse's phone, four times slower), most of
 * it zod building the sync schemas. Evaluated here one by one, each is a short task, and the
 * engine's own import finds them done. The order follows their imports: each stage adds what
 * the ones before it have not evaluated yet.
 */
const STAGES: readonly (() => Promise<unknown>)[] = [
  // Not `import('zod')`: the whole of zod would be kept for the namespace it returns.
  () => import('@archive/domain/artworks/money'),
  () => import('@archive/domain/images/image.schema'),
  () => import('@archive/domain/artworks/artwork.schema'),
  () => import('@archive/domain/contacts/contact.schema'),
  () => import('@archive/domain/sharing/share.schema'),
  () => import('@archive/domain/sync/sync.schema'),
  () => import('dexie'),
];

/** The browser engine's module, its dependencies evaluated first in short tasks. */
export async function loadEngineModule(): Promise<typeof BrowserEngine> {
  for (const stage of STAGES) {
    await stage();
    await nextTurn();
  }
  return import('./browser-engine');
}
