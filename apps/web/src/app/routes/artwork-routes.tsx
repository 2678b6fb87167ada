import { ArtworkDetailsPage } from '../../features/artworks/detail/artwork-detail-pages';
import { ArtworkImagesPanel } from '../../features/images/artwork-images-panel';
import { ArtworkImagesPreview } from '../../features/images/artwork-images-preview';
import { ShareButton } from '../../features/sharing/share-button';

/** The artworks feature's Images tab is the images feature's: composed here (one-way imports). */
function renderImages(artworkId: string) {
  return <ArtworkImagesPanel artworkId={artworkId} />;
}

/** The same for the details tab's images section. */
function renderPreview(artworkId: string, onManage: () => void) {
  return <ArtworkImagesPreview artworkId={artworkId} onManage={onManage} />;
}

/** The sharing feature's Share button in the artwork's header. */
function renderActions(artworkId: string) {
  return <ShareButton artworkIds={[artworkId]} />;
}

/** /artworks/details with its images section, Images tab and Share. */
export function ArtworkDetailsRoute() {
  return (
    <ArtworkDetailsPage
      imagesPanel={renderImages}
      imagesPreview={renderPreview}
      artworkActions={renderActions}
    />
  );
}
