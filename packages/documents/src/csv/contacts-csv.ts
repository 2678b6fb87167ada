import type { Contact } from '@archive/domain/contacts/contact.schema';
import { CONTACT_TYPE_LABELS } from '@archive/domain/contacts/contact-types';
import { csvText } from './csv-text';
import { escapeFormulas } from './formula-escape';

/** Contacts as CSV (issue 34): every field, escaped as the artworks' CSV is (decision 046). */

type Column = readonly [string, (contact: Contact) => string];

const COLUMNS: readonly Column[] = [
  ['first_name', (c) => c.firstName],
  ['last_name', (c) => c.lastName],
  ['organisation', (c) => c.organisation],
  ['position', (c) => c.position],
  ['types', (c) => c.types.map((type) => CONTACT_TYPE_LABELS[type]).join('; ')],
  ['email', (c) => c.email],
  ['phone', (c) => c.phone],
  ['website', (c) => c.websiteUrl],
  ['instagram', (c) => c.instagramUrl],
  ['vat_number', (c) => c.vatNumber],
  ['address_line_1', (c) => c.address.address1],
  ['address_line_2', (c) => c.address.address2],
  ['postal_code', (c) => c.address.postalCode],
  ['city', (c) => c.address.city],
  ['state', (c) => c.address.state],
  ['country', (c) => c.address.country],
  ['notes', (c) => c.notes],
  ['photo', (c) => c.image?.name ?? ''],
  ['record_id', (c) => c.id],
];

export const CONTACT_CSV_COLUMNS: readonly string[] = COLUMNS.map(([name]) => name);

/** The byte-order mark and the header row. */
export function contactsCsvHeader(): string {
  return csvText([[...CONTACT_CSV_COLUMNS]], true);
}

/** Rows of contacts, no header (a part of a file written in parts). */
export function contactsCsvRecords(contacts: readonly Contact[]): string {
  if (contacts.length === 0) return '';
  return csvText(
    contacts.map((contact) => COLUMNS.map(([, read]) => escapeFormulas(read(contact)))),
    false,
  );
}

export function contactsCsv(contacts: readonly Contact[]): string {
  return contactsCsvHeader() + contactsCsvRecords(contacts);
}
