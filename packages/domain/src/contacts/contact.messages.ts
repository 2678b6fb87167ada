/** Contact form messages the spec does not word (see docs/decisions/009-sync-protocol.md). */
export const CONTACT_MESSAGES = {
  wrongInstagramUrl: 'enter a valid address starting with https:// or www.',
  noChanges: 'Send at least one changed field',
} as const;
