import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { sampleContact } from '../test/sample-contact';
import { contactVcard, foldLine } from './contacts-vcard';

/** Read back by ical.js (Mozilla's vCard and iCalendar parser), as an address book would. */
function parsed(card: string) {
  return new ICAL.Component(ICAL.parse(card) as unknown[]);
}

describe('contacts as vCard 4.0', () => {
  it('writes every field, escaped, and reads back the same', () => {
    const card = contactVcard(sampleContact());
    const vcard = parsed(card);
    expect(vcard.name).toBe('vcard');
    expect(vcard.getFirstPropertyValue('version')).toBe('4.0');
    expect(vcard.getFirstPropertyValue('fn')).toBe('Åsa Lindqvist; Berg');
    expect(vcard.getFirstProperty('n')?.getValues()[0]).toEqual([
      'Lindqvist; Berg',
      'Åsa',
      '',
      '',
      '',
    ]);
    expect(vcard.getFirstPropertyValue('org')).toBe('Galerie Nord, Stockholm');
    expect(vcard.getFirstPropertyValue('title')).toBe('Director');
    expect(vcard.getFirstPropertyValue('email')).toBe('asa@example.se');
    expect(vcard.getFirstPropertyValue('tel')).toBe('+46 8 123 45 67');
    expect(vcard.getFirstProperty('adr')?.getValues()[0]).toEqual([
      '',
      '',
      'Strandvägen 7\nFloor 2',
      'Stockholm',
      '',
      '114 56',
      'Sweden',
    ]);
    expect(vcard.getAllProperties('url').map((url) => url.getFirstValue())).toEqual([
      'https://example.se',
      'https://instagram.com/asa',
    ]);
    expect(vcard.getFirstProperty('categories')?.getValues()).toEqual([
      'Collector',
      'Art historian',
    ]);
    expect(vcard.getFirstPropertyValue('note')).toBe(
      'Met at Frieze.\nPrefers works on paper, 1960s; ask about the spirals 🌀',
    );
    expect(vcard.getFirstPropertyValue('uid')).toBe(
      'urn:uuid:6f1c1a52-3f1e-4a39-9d2c-0a4e6b3a9b11',
    );
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character, and inlines the photo', () => {
    const photo = { bytes: new Uint8Array(3000).map((_, i) => i % 256), type: 'image/jpeg' };
    const card = contactVcard(sampleContact({ notes: 'é'.repeat(200) }), photo);
    for (const line of card.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const vcard = parsed(card);
    expect(vcard.getFirstPropertyValue('note')).toBe('é'.repeat(200));
    const uri = String(vcard.getFirstPropertyValue('photo'));
    expect(uri.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64')).toEqual(
      Buffer.from(photo.bytes),
    );
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('names a card by organisation or e-mail when the person has no name', () => {
    const card = contactVcard(sampleContact({ firstName: '', lastName: '' }));
    expect(parsed(card).getFirstPropertyValue('fn')).toBe('Galerie Nord, Stockholm');
  });
});
