export const USER_ROLES = [
  'artist',
  'collector',
  'gallerist',
  'art-professional',
  'art-institution',
] as const;

export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, { label: string; description: string }> = {
  artist: { label: 'Artist', description: 'I make art' },
  collector: { label: 'Collector', description: 'I love and buy art' },
  gallerist: { label: 'Gallerist', description: 'I own, manage or work in a gallery' },
  'art-professional': { label: 'Art professional', description: 'I am a curator or art advisor' },
  'art-institution': { label: 'Art institution', description: 'We organise exhibitions' },
};

/** Spec section 5: organisation name is required for these roles; artists see no such field. */
export function organisationRequired(role: UserRole): boolean {
  return role === 'gallerist' || role === 'art-institution';
}

export function organisationShown(role: UserRole): boolean {
  return role !== 'artist';
}

/** Spec section 3: the first collection is 'production' for artists, 'collection' otherwise. */
export function firstCollectionType(role: UserRole): 'production' | 'collection' {
  return role === 'artist' ? 'production' : 'collection';
}
