/**
 * The one door to the browser's key-value storage. Values are JSON; a value that cannot be
 * read (another version's shape, a full or blocked storage) reads as absent rather than
 * breaking the app.
 */
const PREFIX = 'archive.';

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The name `key` has in the browser's storage, for the few lines that read it before the app's
 * scripts run (the route pages' before-paint scripts, decision 077).
 */
export function storedKeyName(key: string): string {
  return PREFIX + key;
}

export function readStored(key: string, kind: Area = 'local'): unknown {
  const raw = area(kind)?.getItem(storedKeyName(key));
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(storedKeyName(key), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the value lives for this page only, which is still usable.
  }
}

export function removeStored(key: string, kind: Area = 'local'): void {
  area(kind)?.removeItem(storedKeyName(key));
}

/** Calls `listener` when another tab changes one of our keys. */
export function onStoredChange(key: string, listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === null || event.key === storedKeyName(key)) listener();
  };
  window.addEventListener('storage', handler);
  return () => {
    window.removeEventListener('storage', handler);
  };
}

/** The error screen's "Clear cookies": forget everything this app stored in the browser. */
export function clearAllStorage(): void {
  for (const kind of ['local', 'session'] as const) {
    const store = area(kind);
    if (!store) continue;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
  }
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}
