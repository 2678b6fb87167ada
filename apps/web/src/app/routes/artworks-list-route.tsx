import { ArtworksPage } from '../../features/artworks/artworks-page';
import { CreateViewingRoomButton } from '../../features/viewing-rooms/create-viewing-room-button';

function renderSelectionActions(selectedIds: readonly string[]) {
  return <CreateViewingRoomButton artworkIds={selectedIds} />;
}

/** /artworks and /discovery, with the viewing-rooms feature's action on the selection bar. */
export function ArtworksListRoute({ variant }: { variant?: 'artworks' | 'discovery' }) {
  return (
    <ArtworksPage
      {...(variant === undefined ? {} : { variant })}
      selectionActions={renderSelectionActions}
    />
  );
}
