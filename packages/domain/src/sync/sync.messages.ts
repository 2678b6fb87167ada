/** Messages of the sync calls (wording decided in docs/decisions/009-sync-protocol.md). */
export const SYNC_MESSAGES = {
  idempotencyKeyRequired: 'Send an Idempotency-Key header with every change',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 letters, digits, - _ . or :',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  cursorInvalid: 'The sync cursor must be a whole number of 0 or more',
  cursorAhead: 'The sync cursor is ahead of the server: pull again from 0',
  batchEmpty: 'Send at least one change',
  batchTooLarge: 'Send at most 200 changes at a time',
  batchKindUnknown: 'The kind must be artwork or contact',
  batchOpUnknown: 'The op must be create, update or delete',
  batchKeyRepeated: 'Each change needs a key of its own',
  batchAnswerMismatch: 'The server answered another change than the one sent',
} as const;
