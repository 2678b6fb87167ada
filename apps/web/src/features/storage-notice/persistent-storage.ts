import { onStoredChange, readStored, writeStored } from '../../data/storage/local-storage';

/** What the browser answered when asked to keep this site's offline data (decision 012). */
export type PersistResult = 'persisted' | 'refused' | 'unsupported';

export const DISMISSED_KEY = 'storageNotice.dismissed';
export const LAST_ANSWER_KEY = 'storageNotice.lastAnswer';

let asked: Promise<PersistResult> | null = null;

async function askBrowser(): Promise<PersistResult> {
  // Older browsers (and some embedded views) have no StorageManager, or only part of it.
  const storage = navigator.storage as StorageManager | undefined;
  if (typeof storage?.persist !== 'function' || typeof storage.persisted !== 'function') {
    return 'unsupported';
  }
  try {
    if (await storage.persisted()) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'refused';
  } catch {
    return 'unsupported';
  }
}

/**
 * Asks the browser once per page load to exempt the offline data (the local store and the
 * outbox) from eviction under storage pressure. Chromium decides silently; Firefox may ask the
 * person once and remembers the answer itself. Later calls share the first answer.
 */
export function requestPersistentStorage(): Promise<PersistResult> {
  asked ??= askBrowser().then((answer) => {
    writeStored(LAST_ANSWER_KEY, answer);
    return answer;
  });
  return asked;
}

/**
 * What the browser answered on this device's last visit: the notice is drawn with the page
 * rather than a moment after it, when it would push in as the page's largest text (issue 37).
 */
export function lastPersistAnswer(): PersistResult | null {
  const answer = readStored(LAST_ANSWER_KEY);
  return answer === 'persisted' || answer === 'refused' || answer === 'unsupported' ? answer : null;
}

export function isStorageNoticeDismissed(): boolean {
  return readStored(DISMISSED_KEY) === true;
}

export function dismissStorageNotice(): void {
  writeStored(DISMISSED_KEY, true);
}

/** Calls `listener` when the notice is dismissed in another tab. */
export function onStorageNoticeDismissed(listener: () => void): () => void {
  return onStoredChange(DISMISSED_KEY, listener);
}
