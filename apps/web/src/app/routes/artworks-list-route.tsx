import { ArtworksPage } from '../../features/artworks/artworks-page';
import { ShareButton } from '../../features/sharing/share-button';
import { CreateViewingRoomButton } from '../../features/viewing-rooms/create-viewing-room-button';
import { ViewIn3dButton } from '../../features/exhibition-3d/view-in-3d-button';

function renderSelectionActions(selectedIds: readonly string[]) {
  return (
    <>
      <ShareButton artworkIds={selectedIds} />
      <CreateViewingRoomButton artworkIds={selectedIds} />
      <ViewIn3dButton artworkIds={selectedIds} />
    </>
  );
}

/** /artworks and /discovery, with the sharing, viewing-rooms and 3D exhibition features' actions on the selection bar. */
export function ArtworksListRoute({ variant }: { variant?: 'artworks' | 'discovery' }) {
  return (
    <ArtworksPage
      {...(variant === undefined ? {} : { variant })}
      selectionActions={renderSelectionActions}
    />
  );
}
