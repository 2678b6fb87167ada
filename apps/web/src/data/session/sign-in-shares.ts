import type { ShareRecords } from '@archive/domain/sharing/share.schema';

/**
 * The share records of the last sign-in or register answer, held until the user's local store
 * has opened (the engine loads lazily) and written there by browser-sync.ts. Memory only: the
 * next pull brings them again after a reload.
 */
let pending: { records: ShareRecords; unseen: boolean } | null = null;

export function holdSignInShares(records: ShareRecords, unseen: boolean): void {
  pending = { records, unseen };
}

export function takeSignInShares(): { records: ShareRecords; unseen: boolean } | null {
  const taken = pending;
  pending = null;
  return taken;
}
