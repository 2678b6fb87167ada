/** What the screens say about unsynced changes (spec section 8; decided where "not shown"). */
export const OUTBOX_MESSAGES = {
  /** Spec section 8: a change saved while offline. */
  offlineQueued: 'Will try again automatically when connection is re-established',
  /** Spec section 8: 'Click upload on the artwork to sync manually', adapted per record. */
  syncFailedManually: (what: string) => `Click upload on ${what} to sync manually`,
  /** Spec section 8: sign-out with unsynced items. */
  unsyncedSignOut: (count: number) =>
    `You have ${count} unsynced items in your archive. All unsynced data will be lost`,
  storageNotPersisted:
    'Your browser may clear offline data when space runs low. Sync regularly to keep changes safe.',
  unsyncedCount: (count: number) =>
    count === 1 ? '1 change waiting to sync' : `${count} changes waiting to sync`,
  syncFailedTitle: 'Not synced',
  uploadNow: 'Upload',
} as const;
