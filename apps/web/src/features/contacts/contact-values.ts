import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';

/** The editable part of a stored contact, as the form holds it. */
export function toFormValues(contact: Contact): ContactFormValues {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    organisation: contact.organisation,
    email: contact.email,
    phone: contact.phone,
    types: [...contact.types],
    websiteUrl: contact.websiteUrl,
    instagramUrl: contact.instagramUrl,
    position: contact.position,
    vatNumber: contact.vatNumber,
    address: { ...contact.address },
    notes: contact.notes,
  };
}

/** The fields of each collapsible section, for its Clear button. */
export const GENERAL_FIELDS = [
  'firstName',
  'lastName',
  'organisation',
  'email',
  'phone',
  'types',
  'websiteUrl',
  'instagramUrl',
] as const;

export const ADDITIONAL_FIELDS = ['position', 'vatNumber', 'address', 'notes'] as const;
