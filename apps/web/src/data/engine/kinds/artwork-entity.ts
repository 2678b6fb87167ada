import { artworkDisplayName } from '@archive/domain/artworks/artwork.rules';
import { isArtworkTombstone } from '@archive/domain/sync/sync.schema';
import {
  applyArtworkChanges,
  createdArtwork,
  diffArtwork,
  foldIntoArtworkCreate,
  hasArtworkChanges,
  mergeArtworkChanges,
  newArtwork,
} from './artwork-changes';
import type { EntityDescription } from './entity';

/** Artworks in the engine: `isDeleted` marks a delete, `artworkValues` merge per field. */
export const ARTWORK_ENTITY: EntityDescription<'artwork'> = {
  kind: 'artwork',
  table: (db) => db.artworks,
  bases: (db) => db.artworkBases,
  isDeleted: (row) => row.isDeleted,
  markDeleted: (row, lastModified) => ({ ...row, isDeleted: true, lastModified }),
  newRecord: newArtwork,
  diff: diffArtwork,
  hasChanges: hasArtworkChanges,
  mergeChanges: mergeArtworkChanges,
  applyChanges: applyArtworkChanges,
  foldIntoCreate: foldIntoArtworkCreate,
  createdCopy: createdArtwork,
  displayName: (row) => (row ? artworkDisplayName(row) : ''),
  pulled: (page) => page.artworks,
  isTombstone: isArtworkTombstone,
  sendCreate: (transport, payload, key) => transport.createArtwork(payload, key),
  async sendUpdate(transport, request, key) {
    const answer = await transport.updateArtwork(request, key);
    return answer.deleted ? { deleted: true } : { deleted: false, record: answer.artwork };
  },
  async sendDelete(transport, id, key) {
    await transport.deleteArtwork(id, key);
  },
};
