import {
  CONTACT_MERGE_FIELDS,
  type ContactMergeField,
} from '@archive/domain/contacts/contact-fields';
import {
  hasContactName,
  type Contact,
  type ContactChanges,
  type CreateContactResponse,
  type DeleteContactResponse,
  type ListContactsResponse,
  type UpdateContactResponse,
} from '@archive/domain/contacts/contact.schema';
import type {
  createContactBodySchema,
  updateContactBodySchema,
} from '@archive/domain/contacts/contact.schema';
import type { ContactImage, linkImageBodySchema } from '@archive/domain/images/image.schema';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import type { HistoryResponse } from '@archive/domain/sync/history.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contacts, type ContactRow } from '../../db/schema-contacts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldChange, Owner, SyncedKind } from '../sync/synced-kind';
import type { ContactsRepository } from './contacts.repository';

type Sync = FastifyInstance['sync'];
type Files = Pick<
  FastifyInstance['files'],
  'createUploadUrl' | 'processUploadedImage' | 'publicUrl'
>;
type LinkBody = z.output<typeof linkImageBodySchema>;
type CreateBody = z.output<typeof createContactBodySchema>;
type UpdateBody = z.output<typeof updateContactBodySchema>;

const ADDRESS_PREFIX = 'address.';
const MERGE_FIELDS = new Set<string>(CONTACT_MERGE_FIELDS);

/** A field's column: its own name; an address sub-field's without `address.`. */
type ColumnOf<F> = F extends `address.${infer Column}` ? Column : F;

function columnOf(field: string): ColumnOf<ContactMergeField> {
  const column = field.startsWith(ADDRESS_PREFIX) ? field.slice(ADDRESS_PREFIX.length) : field;
  return column as ColumnOf<ContactMergeField>;
}

/** Contacts as the sync module's record pipeline sees them: `status` marks a delete. */
const CONTACT_KIND: SyncedKind<typeof contacts, void> = {
  entity: 'contact',
  table: contacts,
  filesFolder: 'contacts',
  tombstone: { field: 'status', value: 'deleted' },
  isDeleted: (row) => row.status === 'deleted',
  uploadsWhenDeleted: false,
  read: (row, field) => row[columnOf(field)],
  write: (_row, field, value) => ({ [columnOf(field)]: value }),
  checkRules: (_ctx, merged) => {
    if (!hasContactName(merged)) {
      throw new AppError(400, 'VALIDATION', FORM_MESSAGES.noContactGeneral, 'firstName');
    }
  },
};

/** The changes as (field, value) pairs; `address` is split into its sub-fields. */
function flatten(changes: ContactChanges): FieldChange<ContactRow>[] {
  const flat: FieldChange<ContactRow>[] = [];
  for (const [name, value] of Object.entries(changes)) {
    if (name === 'address' && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
        const field = `${ADDRESS_PREFIX}${sub}`;
        if (subValue !== undefined && MERGE_FIELDS.has(field)) {
          flat.push({ field, value: subValue });
        }
      }
    } else if (MERGE_FIELDS.has(name)) {
      flat.push({ field: name, value });
    }
  }
  return flat;
}

/** The contact as the API returns it (domain contactSchema). */
export function toApiContact(row: ContactRow): Contact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    organisation: row.organisation,
    email: row.email,
    phone: row.phone,
    types: row.types,
    websiteUrl: row.websiteUrl,
    instagramUrl: row.instagramUrl,
    position: row.position,
    vatNumber: row.vatNumber,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      postalCode: row.postalCode,
      state: row.state,
      country: row.country,
    },
    notes: row.notes,
    image: row.image,
    status: row.status,
    dateCreated: row.dateCreated.toISOString(),
    lastModified: row.lastModified.toISOString(),
    version: row.version,
  };
}

/** The contact book's own part: its fields and types; the sync steps are the pipeline's. */
export function createContactsService(
  repository: ContactsRepository,
  sync: Sync,
  files: Files,
  clock: Clock,
) {
  const records = sync.records(CONTACT_KIND, { files, clock });

  return {
    toApiContact,
    filesPrefix: records.filesPrefix,
    /** A batch's records, locked and read at once (docs/decisions/058). */
    prelock: records.prelock,

    async list(userId: string): Promise<ListContactsResponse> {
      return { contacts: (await repository.listActive(userId)).map(toApiContact) };
    },

    /** The contact's replaced values; another user's id (or none) is 404. */
    async history(owner: Owner, id: string): Promise<HistoryResponse> {
      return { history: await records.history(owner.id, id) };
    },

    /** Current rows (or tombstones) for the sync pull. */
    loadForSync(userId: string, ids: string[]): Promise<Map<string, unknown>> {
      return repository.findSyncItems(userId, ids);
    },

    /**
     * Creates the contact under its client-made id. A create of an id the caller already has
     * is an upsert (merged as an edit based on version 1); a deleted contact stays deleted.
     */
    async create(tx: Db, userId: string, body: CreateBody): Promise<CreateContactResponse> {
      const { id, dateCreated, address, ...fields } = body;
      const row = await records.create(
        tx,
        undefined,
        userId,
        id,
        () => {
          const now = clock();
          return Promise.resolve({
            row: {
              ...fields,
              ...address,
              id,
              userId,
              status: 'active',
              version: 1,
              fieldVersions: {},
              dateCreated: dateCreated === undefined ? now : new Date(dateCreated),
              lastModified: now,
            },
          });
        },
        flatten({ ...fields, address }),
      );
      return { contactId: id, version: row.version };
    },

    /**
     * Edits an active contact; a deleted one is left as it is (delete wins). A removed photo's
     * key goes into `removedImageKeys`: the caller deletes its files after the commit.
     */
    async update(
      tx: Db,
      userId: string,
      body: UpdateBody,
      removedImageKeys: string[] = [],
    ): Promise<UpdateContactResponse> {
      const merged = await records.edit(tx, undefined, userId, body.id, body.baseVersion, (row) => {
        if (body.changes.image === null && row.image !== null) removedImageKeys.push(row.image.key);
        return flatten(body.changes);
      });
      if (merged === null) return { contactId: body.id, deleted: true };
      return { contactId: body.id, deleted: false, contact: toApiContact(merged) };
    },

    /** One signed upload address under the contact's prefix; another user's contact is 404. */
    imageUrls: records.imageUrls,

    /**
     * Links an uploaded photo, replacing the contact's photo (whose key goes into
     * `replacedImageKeys` for deletion after the commit). Linking the same connectionId again
     * answers the photo and changes nothing.
     */
    linkImage(
      tx: Db,
      userId: string,
      id: string,
      body: LinkBody,
      replacedImageKeys: string[] = [],
    ): Promise<{ contactId: string; image: ContactImage; version: number }> {
      return records.linkImage(tx, userId, id, body, {
        linked: (row) =>
          row.image !== null && row.image.connectionId === body.imageToConnect
            ? { contactId: id, image: row.image, version: row.version }
            : undefined,
        link: (row, image, version) => {
          if (row.image !== null) replacedImageKeys.push(row.image.key);
          return {
            patch: { image },
            replaced: { field: 'image', oldValue: row.image, newValue: image },
            answer: { contactId: id, image, version },
          };
        },
      });
    },

    /** Marks the contact deleted (a tombstone for sync); deleting it again changes nothing. */
    async delete(tx: Db, userId: string, id: string): Promise<DeleteContactResponse> {
      await records.delete(tx, userId, id);
      return { contactId: id, deleted: true };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
