import { EMPTY_CONTACT_ADDRESS } from '@archive/domain/contacts/contact.schema';
import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';
import type { ContactChangeSet, ContactCreatePayload, ContactRow, OutboxItem } from './local-db';

const PLAIN_FIELDS = [
  'firstName',
  'lastName',
  'organisation',
  'email',
  'phone',
  'types',
  'websiteUrl',
  'instagramUrl',
  'position',
  'vatNumber',
  'notes',
] as const;
const ADDRESS_FIELDS = Object.keys(EMPTY_CONTACT_ADDRESS) as (keyof Contact['address'])[];

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `values` that differ from `current`; address per sub-field. */
export function diffContact(current: Contact, values: ContactFormValues): ContactChangeSet {
  const changes: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) {
    if (!same(current[field], values[field])) changes[field] = values[field];
  }
  const address: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    if (current.address[field] !== values.address[field]) address[field] = values.address[field];
  }
  if (Object.keys(address).length > 0) changes.address = address;
  return changes;
}

export function hasChanges(changes: ContactChangeSet): boolean {
  return Object.keys(changes).length > 0;
}

/** Later changes win; address sub-fields merge. */
export function mergeChanges(earlier: ContactChangeSet, later: ContactChangeSet): ContactChangeSet {
  const merged: ContactChangeSet = { ...earlier, ...later };
  if (earlier.address || later.address) merged.address = { ...earlier.address, ...later.address };
  return merged;
}

export function applyChanges<T extends Contact>(contact: T, changes: ContactChangeSet): T {
  const { address, ...plain } = changes;
  return { ...contact, ...plain, address: { ...contact.address, ...address } };
}

/** The server's copy of a record just created from `payload`, at `version`. */
export function createdCopy(
  payload: ContactCreatePayload,
  version: number,
  lastModified: string,
): ContactRow {
  return { ...payload, status: 'active', lastModified, version };
}

/**
 * A record as this device shows it: `base` (the server's copy) with the pending items of the
 * record applied in queue order, so pulled data never hides a change not yet sent.
 */
export function reapplyPending(base: ContactRow, pending: readonly OutboxItem[]): ContactRow {
  let row: ContactRow = { ...base, address: { ...base.address } };
  for (const item of pending) {
    switch (item.action) {
      case 'create':
        // `base` is the server's copy: the record exists there, so its create has arrived.
        break;
      case 'update':
        row = applyChanges(row, item.payload.changes);
        break;
      case 'delete':
        row = { ...row, status: 'deleted' };
        break;
    }
  }
  return row;
}
