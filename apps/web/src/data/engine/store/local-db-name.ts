/** The IndexedDB database of one signed-in user (no Dexie here: the app shell imports it). */
export function localDbName(userId: string): string {
  return `archive-${userId}`;
}
