import { ArtworkDetailsPage } from '../../features/artworks/detail/artwork-detail-pages';
import { ArtworkImagesPanel } from '../../features/images/artwork-images-panel';

/** The artworks feature's Images tab is the images feature's: composed here (one-way imports). */
function renderImages(artworkId: string) {
  return <ArtworkImagesPanel artworkId={artworkId} />;
}

/** /artworks/details with its Images tab. */
export function ArtworkDetailsRoute() {
  return <ArtworkDetailsPage imagesPanel={renderImages} />;
}
