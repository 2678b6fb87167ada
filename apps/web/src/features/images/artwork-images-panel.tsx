import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import {
  addArtworkImages,
  describeArtworkImage,
  removeArtworkImage,
  reorderArtworkImages,
  useArtworkImages,
} from '../../data/images/images-store';
import { ARTWORK_MAX_IMAGES } from '@archive/domain/images/image.schema';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { showErrorToast } from '../../ui/toast';
import { ImageUploadList } from './image-upload-list';
import { ImageViewerModal } from './image-viewer-modal';

/** Runs a store command; its failure becomes a toast, the list shows the stored state. */
function run(command: Promise<void>, failure: string): void {
  command.catch(() => {
    showErrorToast(failure);
  });
}

/** The Images tab of a saved artwork: its upload list and the image_viewer. */
export function ArtworkImagesPanel({ artworkId }: { artworkId: string }) {
  const images = useArtworkImages(artworkId);
  const [viewing, setViewing] = useState<number | null>(null);

  if (images === undefined) {
    return (
      <Center mih={160} aria-label={IMAGE_SCREEN_MESSAGES.loading}>
        <Loader size="sm" color="ink" type="dots" />
      </Center>
    );
  }

  return (
    <>
      <ImageUploadList
        images={images}
        maxCount={ARTWORK_MAX_IMAGES}
        onAdd={(files) => {
          run(addArtworkImages(artworkId, files), IMAGE_SCREEN_MESSAGES.addFailed);
        }}
        onReorder={(ids) =>
          reorderArtworkImages(artworkId, ids).catch((error: unknown) => {
            showErrorToast(IMAGE_SCREEN_MESSAGES.reorderFailed);
            // The list goes back to the stored order.
            throw error;
          })
        }
        onRemove={(id) => {
          run(removeArtworkImage(artworkId, id), IMAGE_SCREEN_MESSAGES.deleteFailed);
        }}
        onDescribe={(id, text) => {
          run(describeArtworkImage(artworkId, id, text), IMAGE_SCREEN_MESSAGES.describeFailed);
        }}
        onOpen={setViewing}
      />
      <ImageViewerModal
        images={images}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => {
          setViewing(null);
        }}
      />
    </>
  );
}
