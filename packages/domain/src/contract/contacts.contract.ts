import {
  contactIdParamsSchema,
  createContactBodySchema,
  createContactResponseSchema,
  deleteContactResponseSchema,
  listContactsResponseSchema,
  updateContactBodySchema,
  updateContactResponseSchema,
} from '../contacts/contact.schema';
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
    headers: idempotencyHeadersSchema,
    body: createContactBodySchema,
    response: createContactResponseSchema,
    public: false,
  },
  list: {
    method: 'GET',
    path: '/v1/contacts',
    response: listContactsResponseSchema,
    public: false,
  },
  update: {
    method: 'PATCH',
    path: '/v1/contacts',
    headers: idempotencyHeadersSchema,
    body: updateContactBodySchema,
    response: updateContactResponseSchema,
    public: false,
  },
  delete: {
    method: 'DELETE',
    path: '/v1/contacts/:id',
    headers: idempotencyHeadersSchema,
    params: contactIdParamsSchema,
    response: deleteContactResponseSchema,
    public: false,
  },
  /** Not in the spec: the values changes replaced, so a conflict's loser can be found again. */
  history: {
    method: 'GET',
    path: '/v1/contacts/:id/history',
    params: contactIdParamsSchema,
    response: historyResponseSchema,
    public: false,
  },
} as const;
