/**
 * Spec section 6: the fixed list of contact types, offered as a multi-select. The stored value
 * is the kebab-case id; the label is what the screens show.
 */
export const CONTACT_TYPES = [
  'artist',
  'curator',
  'gallerist',
  'collector',
  'journalist',
  'technician',
  'museum',
  'auction-house',
  'writer',
  'art-historian',
  'transport',
  'insurance',
  'fair',
  'institution',
  'vip',
  'sponsor',
  'hotel',
  'catering',
] as const;

export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  artist: 'Artist',
  curator: 'Curator',
  gallerist: 'Gallerist',
  collector: 'Collector',
  journalist: 'Journalist',
  technician: 'Technician',
  museum: 'Museum',
  'auction-house': 'Auction house',
  writer: 'Writer',
  'art-historian': 'Art historian',
  transport: 'Transport',
  insurance: 'Insurance',
  fair: 'Fair',
  institution: 'Institution',
  vip: 'VIP',
  sponsor: 'Sponsor',
  hotel: 'Hotel',
  catering: 'Catering',
};

/** Duplicates removed, first occurrence kept (spec section 3). */
export function uniqueContactTypes(types: readonly ContactType[]): ContactType[] {
  return [...new Set(types)];
}
