import {
  CONTACT_ADDRESS_FIELDS,
  CONTACT_PLAIN_FIELDS,
} from '@archive/domain/contacts/contact-fields';
import { sameValue } from '@archive/domain/sync/same-value';
import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';
import type { ContactChangeSet, ContactCreatePayload, ContactRow } from '../store/local-db';

/** The fields of `values` that differ from `current`; address per sub-field. */
export function diffContact(current: Contact, values: ContactFormValues): ContactChangeSet {
  const changes: Record<string, unknown> = {};
  for (const field of CONTACT_PLAIN_FIELDS) {
    if (!sameValue(current[field], values[field])) changes[field] = values[field];
  }
  const address: Record<string, string> = {};
  for (const field of CONTACT_ADDRESS_FIELDS) {
    if (current.address[field] !== values.address[field]) address[field] = values.address[field];
  }
  if (Object.keys(address).length > 0) changes.address = address;
  return changes;
}

export function hasChanges(changes: ContactChangeSet): boolean {
  return Object.keys(changes).length > 0;
}

/** An edit folded into a create not sent yet: the create sends the edited contact. */
export function foldIntoCreate(
  payload: ContactCreatePayload,
  changes: ContactChangeSet,
): ContactCreatePayload {
  const { address, ...plain } = changes;
  return { ...payload, ...plain, address: { ...payload.address, ...address } };
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

/** The server's copy of a contact just created from `payload`, at `version`. */
export function createdCopy(
  payload: ContactCreatePayload,
  version: number,
  lastModified: string,
): ContactRow {
  return { ...payload, image: null, status: 'active', lastModified, version };
}
