/**
 * The contact's field names, written once: the form's sections, the device's change sets and
 * the server's merge all read them from here (spec section 3 names the fields).
 */

/** The form's first section (spec section 5), in its order. */
export const CONTACT_GENERAL_FIELDS = [
  'firstName',
  'lastName',
  'organisation',
  'email',
  'phone',
  'types',
  'websiteUrl',
  'instagramUrl',
] as const;

/** The form's second section; `address` is an object of CONTACT_ADDRESS_FIELDS. */
export const CONTACT_ADDITIONAL_FIELDS = ['position', 'vatNumber', 'address', 'notes'] as const;

export const CONTACT_ADDRESS_FIELDS = [
  'address1',
  'address2',
  'city',
  'postalCode',
  'state',
  'country',
] as const;
export type ContactAddressField = (typeof CONTACT_ADDRESS_FIELDS)[number];

/** The editable fields that hold one value each (every one but `address`). */
export const CONTACT_PLAIN_FIELDS = [
  ...CONTACT_GENERAL_FIELDS,
  ...CONTACT_ADDITIONAL_FIELDS.filter(
    (field): field is Exclude<typeof field, 'address'> => field !== 'address',
  ),
];
export type ContactPlainField = (typeof CONTACT_PLAIN_FIELDS)[number];

/**
 * Every field an edit merges, as history and field versions name it: the plain fields, each
 * address sub-field (`address.city`) and the photo (`image`, removed by an edit).
 */
export const CONTACT_MERGE_FIELDS = [
  ...CONTACT_PLAIN_FIELDS,
  ...CONTACT_ADDRESS_FIELDS.map((field) => `address.${field}` as const),
  'image' as const,
];
export type ContactMergeField = (typeof CONTACT_MERGE_FIELDS)[number];
