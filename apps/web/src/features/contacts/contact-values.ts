import {
  CONTACT_ADDITIONAL_FIELDS,
  CONTACT_GENERAL_FIELDS,
} from '@archive/domain/contacts/contact-fields';
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
export const GENERAL_FIELDS = CONTACT_GENERAL_FIELDS;

export const ADDITIONAL_FIELDS = CONTACT_ADDITIONAL_FIELDS;
