import type { Contact } from './contact.schema';
import { CONTACT_TYPE_LABELS } from './contact-types';

/** Spec section 9: search and sort are debounced by 50 ms. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 50;

type SearchableContact = Pick<
  Contact,
  | 'firstName'
  | 'lastName'
  | 'organisation'
  | 'email'
  | 'phone'
  | 'types'
  | 'websiteUrl'
  | 'instagramUrl'
  | 'position'
  | 'vatNumber'
  | 'address'
  | 'notes'
>;

/** The text a contact is searched in: its contact fields and its address fields. */
export function contactSearchText(contact: SearchableContact): string {
  const { address } = contact;
  return [
    contact.firstName,
    contact.lastName,
    contact.organisation,
    contact.email,
    contact.phone,
    contact.position,
    contact.websiteUrl,
    contact.instagramUrl,
    contact.vatNumber,
    ...contact.types.map((type) => CONTACT_TYPE_LABELS[type]),
    address.address1,
    address.address2,
    address.city,
    address.postalCode,
    address.state,
    address.country,
  ]
    .join('\n')
    .toLowerCase();
}

/** Terms split on spaces; all must match, case-insensitive (spec section 9). */
export function searchTerms(term: string): string[] {
  return term.toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesSearchTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

export function contactMatchesSearch(contact: SearchableContact, term: string): boolean {
  return matchesSearchTerms(contactSearchText(contact), searchTerms(term));
}

/** 'First Last', or the organisation when the contact has no name. */
export function contactDisplayName(
  contact: Pick<Contact, 'firstName' | 'lastName' | 'organisation'>,
): string {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim();
  return name || contact.organisation.trim() || 'Unnamed contact';
}
