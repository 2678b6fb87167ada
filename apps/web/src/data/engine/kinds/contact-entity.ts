import { isContactTombstone } from '@archive/domain/sync/sync.schema';
import {
  applyChanges,
  createdCopy,
  diffContact,
  foldIntoCreate,
  hasChanges,
  mergeChanges,
} from './contact-changes';
import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import type { UpdateContactResponse } from '@archive/domain/contacts/contact.schema';
import type { EntityDescription, UpdateResult } from './entity';

/** The contact's name in messages: first and last name, or the organisation. */
function contactName(contact: { firstName: string; lastName: string; organisation: string }) {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim();
  return name || contact.organisation;
}

/** Contacts in the engine: `status` marks a delete, `address` merges per sub-field. */
export const CONTACT_ENTITY: EntityDescription<'contact'> = {
  kind: 'contact',
  table: (db) => db.contacts,
  bases: (db) => db.bases,
  isDeleted: (row) => row.status === 'deleted',
  markDeleted: (row, lastModified) => ({ ...row, status: 'deleted', lastModified }),
  newRecord(id, values, now) {
    const dateCreated = now.toISOString();
    return {
      row: {
        id,
        ...values,
        image: null,
        status: 'active',
        dateCreated,
        lastModified: dateCreated,
        version: 0,
      },
      payload: { id, dateCreated, ...values },
    };
  },
  diff: diffContact,
  hasChanges,
  mergeChanges,
  applyChanges,
  foldIntoCreate,
  createdCopy: (payload, answer, lastModified) =>
    createdCopy(payload, answer.version, lastModified),
  displayName: (row) => (row ? contactName(row) : ''),
  pulled: (page) => page.contacts,
  isTombstone: isContactTombstone,
  sendCreate: (transport, payload, key) => transport.createContact(payload, key),
  async sendUpdate(transport, request, key) {
    return updateResult(await transport.updateContact(request, key));
  },
  async sendDelete(transport, id, key) {
    await transport.deleteContact(id, key);
  },
  deleteBody: (id) => ({ id }),
  readCreate: (body) => CONTACTS_CONTRACT.create.response.parse(body),
  readUpdate: (body) => updateResult(CONTACTS_CONTRACT.update.response.parse(body)),
};

function updateResult(answer: UpdateContactResponse): UpdateResult<'contact'> {
  return answer.deleted ? { deleted: true } : { deleted: false, record: answer.contact };
}
