import type { Contact } from '@archive/domain/contacts/contact.schema';
import { CONTACT_TYPE_LABELS } from '@archive/domain/contacts/contact-types';

/**
 * Contacts as vCard 4.0 (RFC 6350; decision 055): what Apple Contacts, Google Contacts,
 * Outlook and Thunderbird import. One card per contact with its names, organisation and
 * position, e-mail, phone, address, website and Instagram, types as CATEGORIES, notes, the
 * record's id as UID and the photo inline as a data: URI.
 */

/** A text value escapes backslash, comma and line breaks (RFC 6350, 3.4). */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A component of a compound value (N, ADR, ORG) escapes its semicolons as well. */
function component(value: string): string {
  return text(value).replace(/;/g, '\\;');
}

const encoder = new TextEncoder();

/** Base64 without Buffer: the templates run in the browser too. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * A content line folded at 75 octets (RFC 6350, 3.2): a CRLF and a space before each
 * continuation, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation's leading space is one of its 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One contact's card; `photo` is the original image's bytes, when it has one. */
export function contactVcard(
  contact: Contact,
  photo: { bytes: Uint8Array; type: string } | null = null,
): string {
  const name = [contact.firstName, contact.lastName].filter((part) => part !== '').join(' ');
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:4.0'];
  // FN is required: the person's name, else the organisation's, else the e-mail.
  lines.push(`FN:${text(name || contact.organisation || contact.email || 'Unnamed contact')}`);
  lines.push(`N:${component(contact.lastName)};${component(contact.firstName)};;;`);
  if (contact.organisation !== '') lines.push(`ORG:${component(contact.organisation)}`);
  if (contact.position !== '') lines.push(`TITLE:${text(contact.position)}`);
  if (contact.email !== '') lines.push(`EMAIL;TYPE=work:${text(contact.email)}`);
  if (contact.phone !== '') lines.push(`TEL;VALUE=text:${text(contact.phone)}`);
  const { address } = contact;
  const street = [address.address1, address.address2].filter((part) => part !== '').join('\n');
  if ([street, address.city, address.state, address.postalCode, address.country].some(Boolean)) {
    lines.push(
      `ADR:;;${[street, address.city, address.state, address.postalCode, address.country]
        .map(component)
        .join(';')}`,
    );
  }
  if (contact.websiteUrl !== '') lines.push(`URL:${text(contact.websiteUrl)}`);
  if (contact.instagramUrl !== '') lines.push(`URL;TYPE=instagram:${text(contact.instagramUrl)}`);
  if (contact.types.length > 0) {
    lines.push(
      `CATEGORIES:${contact.types.map((type) => text(CONTACT_TYPE_LABELS[type])).join(',')}`,
    );
  }
  if (contact.vatNumber !== '') lines.push(`X-VAT-NUMBER:${text(contact.vatNumber)}`);
  if (contact.notes !== '') lines.push(`NOTE:${text(contact.notes)}`);
  if (photo !== null) {
    lines.push(`PHOTO:data:${photo.type};base64,${base64(photo.bytes)}`);
  }
  lines.push(`UID:urn:uuid:${contact.id}`);
  lines.push(`REV:${contact.lastModified.replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
