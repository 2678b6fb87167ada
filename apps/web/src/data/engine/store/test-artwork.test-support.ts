import { randomUUID } from 'node:crypto';
import { emptyArtworkValues, type Artwork } from '@archive/domain/artworks/artwork.schema';

/** A stored artwork with a new id, by Louise Bourgeois, sold, titled `title`; `overrides` on top. */
export function testArtwork(title: string, overrides: Partial<Artwork> = {}): Artwork {
  return {
    id: randomUUID(),
    artist: 'Louise Bourgeois',
    artistId: null,
    images: [],
    status: 'sold',
    collection: { id: randomUUID() },
    archiveArtworkNumber: null,
    artworkValues: { ...emptyArtworkValues(), title },
    isDeleted: false,
    dateCreated: new Date(0).toISOString(),
    lastModified: new Date(0).toISOString(),
    version: 0,
    ...overrides,
  };
}
