import type { Contact } from '@archive/domain/contacts/contact.schema';

/** A contact with every field filled, some with characters vCard and CSV must escape. */
export function sampleContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: '6f1c1a52-3f1e-4a39-9d2c-0a4e6b3a9b11',
    firstName: 'Åsa',
    lastName: 'Lindqvist; Berg',
    organisation: 'Galerie Nord, Stockholm',
    email: 'asa@example.se',
    phone: '+46 8 123 45 67',
    types: ['collector', 'art-historian'],
    websiteUrl: 'https://example.se',
    instagramUrl: 'https://instagram.com/asa',
    position: 'Director',
    vatNumber: 'SE556677889901',
    address: {
      address1: 'Strandvägen 7',
      address2: 'Floor 2',
      city: 'Stockholm',
      postalCode: '114 56',
      state: '',
      country: 'Sweden',
    },
    notes: 'Met at Frieze.\nPrefers works on paper, 1960s; ask about the spirals 🌀',
    image: null,
    status: 'active',
    dateCreated: '2026-01-02T10:00:00.000Z',
    lastModified: '2026-03-04T05:06:07.890Z',
    version: 3,
    ...overrides,
  };
}
