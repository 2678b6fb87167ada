import {
  contactIdParamsSchema,
  createContactBodySchema,
  createContactResponseSchema,
  deleteContactResponseSchema,
  listContactsResponseSchema,
  updateContactBodySchema,
  updateContactResponseSchema,
} from '../contacts/contact.schema';
import {
  imageUrlsParamsSchema,
  imageUrlsQuerySchema,
  imageUrlsResponseSchema,
  linkContactImageResponseSchema,
  linkImageBodySchema,
  recordIdParamsSchema,
} from '../images/image.schema';
import { historyResponseSchema } from '../sync/history.schema';
import { idempotencyHeadersSchema } from '../sync/sync.schema';

/**
 * The contact calls of spec section 7. Every change carries an `Idempotency-Key` header
 * (`headers`); a retry with the same key gets the first answer and changes nothing again.
 * Another user's contact id answers 404 on every call.
 */
export const CONTACTS_CONTRACT = {
  create: {
    method: 'POST',
    path: '/v1/contacts',
    operationId: 'createContact',
    summary: 'Create a contact',
    headers: idempotencyHeadersSchema,
    body: createContactBodySchema,
    response: createContactResponseSchema,
    public: false,
  },
  list: {
    method: 'GET',
    path: '/v1/contacts',
    operationId: 'listContacts',
    summary: 'The contacts',
    response: listContactsResponseSchema,
    public: false,
  },
  update: {
    method: 'PATCH',
    path: '/v1/contacts',
    operationId: 'updateContact',
    summary: 'Change a contact',
    headers: idempotencyHeadersSchema,
    body: updateContactBodySchema,
    response: updateContactResponseSchema,
    public: false,
  },
  delete: {
    method: 'DELETE',
    path: '/v1/contacts/:id',
    operationId: 'deleteContact',
    summary: 'Delete a contact',
    headers: idempotencyHeadersSchema,
    params: contactIdParamsSchema,
    response: deleteContactResponseSchema,
    public: false,
  },
  /** Not in the spec: the values changes replaced, so a conflict's loser can be found again. */
  history: {
    method: 'GET',
    path: '/v1/contacts/:id/history',
    operationId: 'getContactHistory',
    summary: "A contact's replaced values",
    params: contactIdParamsSchema,
    response: historyResponseSchema,
    public: false,
  },
  /** One signed upload address for the contact's photo (spec: imageUploads[0]). */
  imageUrls: {
    method: 'GET',
    path: '/v1/contacts/imageURLs/:id/:count',
    operationId: 'getContactPhotoUploadUrl',
    summary: "A signed upload address for a contact's photo",
    params: imageUrlsParamsSchema,
    querystring: imageUrlsQuerySchema,
    response: imageUrlsResponseSchema,
    public: false,
  },
  /**
   * Links an uploaded photo to the contact, replacing the one it had (idempotent by
   * imageToConnect). PATCH with `changes.image: null` removes it.
   */
  linkImage: {
    method: 'PUT',
    path: '/v1/contacts/imageURL/:id',
    operationId: 'linkContactPhoto',
    summary: 'Link an uploaded photo to a contact',
    headers: idempotencyHeadersSchema,
    params: recordIdParamsSchema,
    body: linkImageBodySchema,
    response: linkContactImageResponseSchema,
    public: false,
  },
} as const;
