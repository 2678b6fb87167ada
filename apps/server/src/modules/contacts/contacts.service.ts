import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import {
  hasContactName,
  type Contact,
  type ContactChanges,
  type ContactTombstone,
  type CreateContactResponse,
  type DeleteContactResponse,
  type UpdateContactResponse,
} from '@archive/domain/contacts/contact.schema';
import type {
  createContactBodySchema,
  updateContactBodySchema,
} from '@archive/domain/contacts/contact.schema';
import type { ImageContentType } from '@archive/domain/images/image-limits';
import type {
  ContactImage,
  ImageUrlsResponse,
  linkImageBodySchema,
} from '@archive/domain/images/image.schema';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ContactRow, NewContactRow } from '../../db/schema-sync';
import { AppError } from '../../lib/app-error';
import { recordNotFound, sameValue } from '../../lib/record-merge';
import {
  isKeyUnder,
  newImageKey,
  notThisRecordsUpload,
  recordFilesPrefix,
} from '../../lib/image-keys';
import type { Clock } from '../../plugins/clock';
import type { ContactsRepository } from './contacts.repository';

type Sync = FastifyInstance['sync'];
type Files = Pick<
  FastifyInstance['files'],
  'createUploadUrl' | 'processUploadedImage' | 'publicUrl'
>;
type LinkBody = z.output<typeof linkImageBodySchema>;

/** Where a contact's photos live; deleting the contact deletes this prefix. */
export function contactFilesPrefix(userId: string, contactId: string): string {
  return recordFilesPrefix(userId, 'contacts', contactId);
}
type CreateBody = z.output<typeof createContactBodySchema>;
type UpdateBody = z.output<typeof updateContactBodySchema>;

/** Each mergeable field (as history and field versions name it) and its column. */
const FIELD_COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  organisation: 'organisation',
  email: 'email',
  phone: 'phone',
  types: 'types',
  websiteUrl: 'websiteUrl',
  instagramUrl: 'instagramUrl',
  position: 'position',
  vatNumber: 'vatNumber',
  'address.address1': 'address1',
  'address.address2': 'address2',
  'address.city': 'city',
  'address.postalCode': 'postalCode',
  'address.state': 'state',
  'address.country': 'country',
  notes: 'notes',
  image: 'image',
} as const satisfies Record<string, keyof ContactRow>;
type MergeField = keyof typeof FIELD_COLUMNS;

interface FieldChange {
  field: MergeField;
  value: unknown;
}

/** The changes as (field, value) pairs; `address` is split into its sub-fields. */
function flatten(changes: ContactChanges): FieldChange[] {
  const flat: FieldChange[] = [];
  for (const [name, value] of Object.entries(changes)) {
    if (name === 'address' && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
        const field = `address.${sub}`;
        if (subValue !== undefined && field in FIELD_COLUMNS) {
          flat.push({ field: field as MergeField, value: subValue });
        }
      }
    } else if (name in FIELD_COLUMNS) {
      flat.push({ field: name as MergeField, value });
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

export function toSyncItem(row: ContactRow): Contact | ContactTombstone {
  return row.status === 'deleted' ? { id: row.id, deleted: true } : toApiContact(row);
}

export function createContactsService(
  repository: ContactsRepository,
  sync: Sync,
  files: Files,
  clock: Clock,
) {
  /** The caller's contact, locked for the change; another user's id is 404, as is none. */
  async function lockOwn(tx: Db, userId: string, id: string): Promise<ContactRow> {
    const row = await repository.lockById(tx, id);
    if (row === null || row.userId !== userId) throw recordNotFound();
    return row;
  }

  /**
   * Merges changes field by field. A field that also changed after `baseVersion` is still
   * overwritten (this is the later write); every replaced value goes to the history, marked
   * `concurrent` in that case. Nothing changes (no new version) when every value is the same.
   */
  async function merge(
    tx: Db,
    row: ContactRow,
    changes: FieldChange[],
    baseVersion: number,
  ): Promise<ContactRow> {
    const version = row.version + 1;
    const set: Partial<NewContactRow> = {};
    const fieldVersions = { ...row.fieldVersions };
    const replaced = [];
    for (const { field, value } of changes) {
      const column = FIELD_COLUMNS[field];
      const oldValue = row[column];
      if (sameValue(oldValue, value)) continue;
      (set as Record<string, unknown>)[column] = value;
      replaced.push({
        field,
        oldValue,
        newValue: value,
        concurrent: (row.fieldVersions[field] ?? 0) > baseVersion,
      });
      fieldVersions[field] = version;
    }
    if (replaced.length === 0) return row;
    if (!hasContactName({ ...row, ...set })) {
      throw new AppError(400, 'VALIDATION', FORM_MESSAGES.noContactGeneral, 'firstName');
    }
    const now = clock();
    const updated = await repository.update(tx, row.id, {
      ...set,
      fieldVersions,
      version,
      lastModified: now,
    });
    await sync.recordReplaced(
      tx,
      { userId: row.userId, entity: 'contact', entityId: row.id, version, at: now },
      replaced,
    );
    await sync.logChange(tx, row.userId, 'contact', row.id, 'upsert');
    return updated;
  }

  return {
    toApiContact,

    async list(userId: string): Promise<Contact[]> {
      return (await repository.listActive(userId)).map(toApiContact);
    },

    /** The contact's replaced values; another user's id (or none) is 404. */
    async history(userId: string, id: string): Promise<HistoryEntry[]> {
      const [row] = await repository.findByIds(userId, [id]);
      if (row === undefined) throw recordNotFound();
      return sync.history(userId, 'contact', id);
    },

    /** Current rows (or tombstones) for the sync pull. */
    async loadForSync(userId: string, ids: string[]): Promise<Map<string, unknown>> {
      const items = await repository.findSyncItems(userId, ids);
      return new Map(items.map((item) => [item.id, item]));
    },

    /**
     * Creates the contact under its client-made id. A create of an id the caller already has
     * is an upsert (merged as an edit based on version 1); a deleted contact stays deleted.
     */
    async create(tx: Db, userId: string, body: CreateBody): Promise<CreateContactResponse> {
      const now = clock();
      const { id, dateCreated, address, ...fields } = body;
      const inserted = await repository.insertIfAbsent(tx, {
        ...fields,
        ...address,
        id,
        userId,
        status: 'active',
        version: 1,
        fieldVersions: {},
        dateCreated: dateCreated === undefined ? now : new Date(dateCreated),
        lastModified: now,
      });
      if (inserted !== null) {
        await sync.logChange(tx, userId, 'contact', id, 'upsert');
        return { contactId: id, version: inserted.version };
      }
      const row = await lockOwn(tx, userId, id);
      if (row.status === 'deleted') return { contactId: id, version: row.version };
      const merged = await merge(tx, row, flatten({ ...fields, address }), 1);
      return { contactId: id, version: merged.version };
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
      const row = await lockOwn(tx, userId, body.id);
      if (row.status === 'deleted') return { contactId: row.id, deleted: true };
      if (body.changes.image === null && row.image !== null) removedImageKeys.push(row.image.key);
      const merged = await merge(tx, row, flatten(body.changes), body.baseVersion);
      return { contactId: row.id, deleted: false, contact: toApiContact(merged) };
    },

    /** One signed upload address under the contact's prefix; another user's contact is 404. */
    async imageUrls(
      userId: string,
      id: string,
      contentType: ImageContentType,
    ): Promise<ImageUrlsResponse> {
      const [row] = await repository.findByIds(userId, [id]);
      if (row === undefined || row.status === 'deleted') throw recordNotFound();
      const target = await files.createUploadUrl(
        newImageKey(contactFilesPrefix(userId, id)),
        contentType,
      );
      return {
        imageUploads: [
          {
            uploadURL: target.uploadURL,
            key: target.key,
            headers: target.headers,
            expiresAt: target.expiresAt.toISOString(),
          },
        ],
      };
    },

    /**
     * Links an uploaded photo, replacing the contact's photo (whose key goes into
     * `replacedImageKeys` for deletion after the commit). Linking the same connectionId again
     * answers the photo and changes nothing.
     */
    async linkImage(
      tx: Db,
      userId: string,
      id: string,
      body: LinkBody,
      replacedImageKeys: string[] = [],
    ): Promise<{ contactId: string; image: ContactImage; version: number }> {
      const row = await lockOwn(tx, userId, id);
      if (row.status === 'deleted') throw recordNotFound();
      if (row.image !== null && row.image.connectionId === body.imageToConnect) {
        return { contactId: id, image: row.image, version: row.version };
      }
      if (!isKeyUnder(body.key, contactFilesPrefix(userId, id))) throw notThisRecordsUpload();
      const checked = await files.processUploadedImage(body.key);
      const now = clock();
      const image: ContactImage = {
        connectionId: body.imageToConnect,
        key: body.key,
        url: files.publicUrl(body.key),
        name: body.name,
        type: checked.contentType,
        description: body.description,
        dateCreated: body.dateCreated ?? now.toISOString(),
        width: checked.width,
        height: checked.height,
      };
      const version = row.version + 1;
      await repository.update(tx, id, {
        image,
        version,
        fieldVersions: { ...row.fieldVersions, image: version },
        lastModified: now,
      });
      await sync.recordReplaced(tx, { userId, entity: 'contact', entityId: id, version, at: now }, [
        { field: 'image', oldValue: row.image, newValue: image, concurrent: false },
      ]);
      await sync.logChange(tx, userId, 'contact', id, 'upsert');
      if (row.image !== null) replacedImageKeys.push(row.image.key);
      return { contactId: id, image, version };
    },

    /** Marks the contact deleted (a tombstone for sync); deleting it again changes nothing. */
    async delete(tx: Db, userId: string, id: string): Promise<DeleteContactResponse> {
      const row = await lockOwn(tx, userId, id);
      if (row.status === 'deleted') return { contactId: id, deleted: true };
      const now = clock();
      const version = row.version + 1;
      await repository.update(tx, id, {
        status: 'deleted',
        version,
        fieldVersions: { ...row.fieldVersions, status: version },
        lastModified: now,
      });
      await sync.recordReplaced(tx, { userId, entity: 'contact', entityId: id, version, at: now }, [
        { field: 'status', oldValue: row.status, newValue: 'deleted', concurrent: false },
      ]);
      await sync.logChange(tx, userId, 'contact', id, 'delete');
      return { contactId: id, deleted: true };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
