import { z } from 'zod';
import { contactImageSchema } from '../images/image.schema';
import { FORM_MESSAGES } from '../messages/form-messages';
import { safeText } from '../text/safe-text';
import { EMAIL_MAX_LENGTH, optionalEmailSchema } from '../user/user.schema';
import { CONTACT_MESSAGES } from './contact.messages';
import { CONTACT_ADDITIONAL_FIELDS, CONTACT_GENERAL_FIELDS } from './contact-fields';
import { CONTACT_TYPES, uniqueContactTypes } from './contact-types';

export const CONTACT_TEXT_MAX_LENGTH = 200;
export const CONTACT_URL_MAX_LENGTH = 2048;
export const CONTACT_PHONE_MAX_LENGTH = 50;
export const CONTACT_NOTES_MAX_LENGTH = 10_000;
export const CONTACT_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** 'deleted' contacts are kept as tombstones for sync; screens show only 'active' ones. */
export const CONTACT_STATUSES = ['active', 'deleted'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The three fields of which at least one must be filled (spec section 5). */
export const CONTACT_NAME_FIELDS = ['firstName', 'lastName', 'organisation'] as const;

const WEBSITE_URL_PATTERN = /^(https?:\/\/|www\.)/i;
const INSTAGRAM_URL_PATTERN = /^(https:\/\/|www\.)/i;

function text(max: number) {
  return safeText().trim().max(max, FORM_MESSAGES.tooLong);
}

export const contactTextSchema = text(CONTACT_TEXT_MAX_LENGTH);

/** Optional; if given it must be an e-mail address by the accounts' one rule. */
export const contactEmailSchema = optionalEmailSchema;

/** Optional; if given it starts with http://, https:// or www. (spec section 5). */
export const websiteUrlSchema = text(CONTACT_URL_MAX_LENGTH).refine(
  (value) => value === '' || WEBSITE_URL_PATTERN.test(value),
  FORM_MESSAGES.wrongUrl,
);

/** Optional; if given it starts with https:// or www. (spec section 5). */
export const instagramUrlSchema = text(CONTACT_URL_MAX_LENGTH).refine(
  (value) => value === '' || INSTAGRAM_URL_PATTERN.test(value),
  CONTACT_MESSAGES.wrongInstagramUrl,
);

/** Multi-select from the fixed list; duplicates are removed. */
export const contactTypesSchema = z
  .array(z.enum(CONTACT_TYPES))
  .max(CONTACT_TYPES.length * 4)
  .transform((types) => uniqueContactTypes(types));

export const contactAddressShape = {
  address1: contactTextSchema,
  address2: contactTextSchema,
  city: contactTextSchema,
  postalCode: text(40),
  state: contactTextSchema,
  country: contactTextSchema,
};
export const contactAddressSchema = z.object(contactAddressShape);
export type ContactAddress = z.infer<typeof contactAddressSchema>;

export const EMPTY_CONTACT_ADDRESS: ContactAddress = {
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  state: '',
  country: '',
};

/** The fields a user edits, each with its own rule. */
export const contactFieldsShape = {
  firstName: contactTextSchema,
  lastName: contactTextSchema,
  organisation: contactTextSchema,
  email: contactEmailSchema,
  phone: text(CONTACT_PHONE_MAX_LENGTH),
  types: contactTypesSchema,
  websiteUrl: websiteUrlSchema,
  instagramUrl: instagramUrlSchema,
  position: contactTextSchema,
  vatNumber: text(64),
  address: contactAddressSchema,
  notes: text(CONTACT_NOTES_MAX_LENGTH),
};

/** Every editable field name; `address` is merged per sub-field (`address.city`). */
export const CONTACT_FIELDS = [
  ...CONTACT_GENERAL_FIELDS,
  ...CONTACT_ADDITIONAL_FIELDS,
] as const satisfies readonly (keyof typeof contactFieldsShape)[];
export type ContactField = (typeof CONTACT_FIELDS)[number];

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * At least one of firstName, lastName, organisation; the message is shown on each of the
 * three. With `onlyWhenAllPresent` (a partial change) it judges only a change that sends all
 * three. Runs even when other fields failed, so every error shows at once.
 */
function requireAName(onlyWhenAllPresent: boolean) {
  return (
    value: Partial<Record<(typeof CONTACT_NAME_FIELDS)[number], unknown>>,
    ctx: z.RefinementCtx,
  ) => {
    if (onlyWhenAllPresent && CONTACT_NAME_FIELDS.some((field) => !(field in value))) return;
    if (!CONTACT_NAME_FIELDS.every((field) => isBlank(value[field]))) return;
    for (const field of CONTACT_NAME_FIELDS) {
      ctx.addIssue({ code: 'custom', path: [field], message: FORM_MESSAGES.noContactGeneral });
    }
  };
}

const whenObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** True when the contact has at least one of firstName, lastName, organisation. */
export function hasContactName(value: {
  firstName: string;
  lastName: string;
  organisation: string;
}): boolean {
  return CONTACT_NAME_FIELDS.some((field) => !isBlank(value[field]));
}

/** The add/edit contact form (spec section 5). */
export const contactFormSchema = z
  .object(contactFieldsShape)
  .superRefine(requireAName(false), whenObject);
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** A new contact's form: every field empty. */
export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  organisation: '',
  email: '',
  phone: '',
  types: [],
  websiteUrl: '',
  instagramUrl: '',
  position: '',
  vatNumber: '',
  address: EMPTY_CONTACT_ADDRESS,
  notes: '',
};

export const contactIdSchema = z.uuid();

/** The contact as the API returns it (spec section 3). */
export const contactSchema = z.object({
  id: contactIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  organisation: z.string(),
  email: z.string(),
  phone: z.string(),
  types: z.array(z.enum(CONTACT_TYPES)),
  websiteUrl: z.string(),
  instagramUrl: z.string(),
  position: z.string(),
  vatNumber: z.string(),
  address: z.object({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    postalCode: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  notes: z.string(),
  /** The contact's photo, linked by PUT /v1/contacts/imageURL/:id (spec section 3: optional). */
  image: contactImageSchema.nullable().default(null),
  status: z.enum(CONTACT_STATUSES),
  /** ISO 8601. */
  dateCreated: z.string(),
  /** ISO 8601. */
  lastModified: z.string(),
  /** Raised by one on every change; an edit sends the version it was based on. */
  version: z.number().int().nonnegative(),
});
export type Contact = z.infer<typeof contactSchema>;

/** A deleted contact in a sync answer. */
export const contactTombstoneSchema = z.object({ id: contactIdSchema, deleted: z.literal(true) });
export type ContactTombstone = z.infer<typeof contactTombstoneSchema>;

/**
 * POST /v1/contacts: the contact with the id its client made. Omitted fields are empty;
 * `dateCreated` is when the user created it (offline perhaps), defaulting to the server's now.
 */
export const createContactBodySchema = z
  .strictObject({
    id: contactIdSchema,
    dateCreated: z.iso.datetime({ offset: true }).optional(),
    firstName: contactTextSchema.default(''),
    lastName: contactTextSchema.default(''),
    organisation: contactTextSchema.default(''),
    email: contactEmailSchema.default(''),
    phone: contactFieldsShape.phone.default(''),
    types: contactTypesSchema.default([]),
    websiteUrl: websiteUrlSchema.default(''),
    instagramUrl: instagramUrlSchema.default(''),
    position: contactTextSchema.default(''),
    vatNumber: contactFieldsShape.vatNumber.default(''),
    address: z
      .strictObject({
        address1: contactTextSchema.default(''),
        address2: contactTextSchema.default(''),
        city: contactTextSchema.default(''),
        postalCode: contactAddressShape.postalCode.default(''),
        state: contactTextSchema.default(''),
        country: contactTextSchema.default(''),
      })
      .default(EMPTY_CONTACT_ADDRESS),
    notes: contactFieldsShape.notes.default(''),
  })
  .superRefine(requireAName(false), whenObject);
export type CreateContactBody = z.input<typeof createContactBodySchema>;

export const createContactResponseSchema = z.object({
  contactId: contactIdSchema,
  /** The contact's version after the call. */
  version: z.number().int().nonnegative(),
});
export type CreateContactResponse = z.infer<typeof createContactResponseSchema>;

export const listContactsResponseSchema = z.object({ contacts: z.array(contactSchema) });
export type ListContactsResponse = z.infer<typeof listContactsResponseSchema>;

/** The changed fields of an edit; `address` carries only its changed sub-fields. */
export const contactChangesSchema = z
  .strictObject({
    firstName: contactTextSchema.optional(),
    lastName: contactTextSchema.optional(),
    organisation: contactTextSchema.optional(),
    email: contactEmailSchema.optional(),
    phone: contactFieldsShape.phone.optional(),
    types: contactTypesSchema.optional(),
    websiteUrl: websiteUrlSchema.optional(),
    instagramUrl: instagramUrlSchema.optional(),
    position: contactTextSchema.optional(),
    vatNumber: contactFieldsShape.vatNumber.optional(),
    address: z.strictObject(contactAddressSchema.partial().shape).optional(),
    notes: contactFieldsShape.notes.optional(),
    /** Only removal: a photo is added by the link call. */
    image: z.null().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, CONTACT_MESSAGES.noChanges)
  .superRefine(requireAName(true), whenObject);
export type ContactChanges = z.output<typeof contactChangesSchema>;

/** PATCH /v1/contacts: merged field by field on the server (docs/decisions/009). */
export const updateContactBodySchema = z.strictObject({
  id: contactIdSchema,
  baseVersion: z.number().int().nonnegative(),
  changes: contactChangesSchema,
});
export type UpdateContactBody = z.input<typeof updateContactBodySchema>;

/** The contact after the merge, or `deleted: true` when it was deleted (nothing changed). */
export const updateContactResponseSchema = z.discriminatedUnion('deleted', [
  z.object({ contactId: contactIdSchema, deleted: z.literal(false), contact: contactSchema }),
  z.object({ contactId: contactIdSchema, deleted: z.literal(true) }),
]);
export type UpdateContactResponse = z.infer<typeof updateContactResponseSchema>;

export const contactIdParamsSchema = z.strictObject({ id: contactIdSchema });

export const deleteContactResponseSchema = z.object({
  contactId: contactIdSchema,
  deleted: z.literal(true),
});
export type DeleteContactResponse = z.infer<typeof deleteContactResponseSchema>;
