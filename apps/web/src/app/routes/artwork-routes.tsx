import { ArtworkDetailsPage } from '../../features/artworks/detail/artwork-detail-pages';
import { ArtworkImagesPanel } from '../../features/images/artwork-images-panel';
import { ArtworkImagesPreview } from '../../features/images/artwork-images-preview';

/** The artworks feature's Images tab is the images feature's: composed here (one-way imports). */
function renderImages(artworkId: string) {
  return <ArtworkImagesPanel artworkId={artworkId} />;
}

/** The same for the details tab's images section. */
function renderPreview(artworkId: string, onManage: () => void) {
  return <ArtworkImagesPreview artworkId={artworkId} onManage={onManage} />;
}

/** /artworks/details with its images section and Images tab. */
export function ArtworkDetailsRoute() {
  return <ArtworkDetailsPage imagesPanel={renderImages} imagesPreview={renderPreview} />;
}
