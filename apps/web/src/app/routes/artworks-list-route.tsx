import { ArtworksPage } from '../../features/artworks/artworks-page';
import { ShareButton } from '../../features/sharing/share-button';
import { CreateViewingRoomButton } from '../../features/viewing-rooms/create-viewing-room-button';

function renderSelectionActions(selectedIds: readonly string[]) {
  return (
    <>
      <ShareButton artworkIds={selectedIds} />
      <CreateViewingRoomButton artworkIds={selectedIds} />
    </>
  );
}

/** /artworks and /discovery, with the sharing and viewing-rooms features' actions on the selection bar. */
export function ArtworksListRoute({ variant }: { variant?: 'artworks' | 'discovery' }) {
  return (
    <ArtworksPage
      {...(variant === undefined ? {} : { variant })}
      selectionActions={renderSelectionActions}
    />
  );
}
