import { artworkDisplayName } from '@archive/domain/artworks/artwork-display-name';
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
import { ARTWORKS_CONTRACT } from '@archive/domain/contract/artworks.contract';
import type { UpdateArtworkResponse } from '@archive/domain/artworks/artwork.schema';
import type { EntityDescription, UpdateResult } from './entity';

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
    return updateResult(await transport.updateArtwork(request, key));
  },
  async sendDelete(transport, id, key) {
    await transport.deleteArtwork(id, key);
  },
  deleteBody: (id) => ({ artworkId: id }),
  readCreate: (body) => ARTWORKS_CONTRACT.create.response.parse(body),
  readUpdate: (body) => updateResult(ARTWORKS_CONTRACT.update.response.parse(body)),
};

function updateResult(answer: UpdateArtworkResponse): UpdateResult<'artwork'> {
  return answer.deleted ? { deleted: true } : { deleted: false, record: answer.artwork };
}
