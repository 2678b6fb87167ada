import { Center, Loader, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  importArtworkImages,
  importBlocker,
  type LinkedFile,
} from '../../data/images/file-host-import';
import {
  addArtworkImages,
  describeArtworkImage,
  removeArtworkImage,
  reorderArtworkImages,
  setArtworkCover,
  useArtworkImages,
} from '../../data/images/images-store';
import { ARTWORK_MAX_IMAGES } from '@archive/domain/images/image.schema';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { DropboxChooserButton } from './dropbox-chooser-button';
import { ImageUploadList } from './image-upload-list';
import { ImageViewerModal } from './image-viewer-modal';

/** Runs a store command; its failure becomes a toast, the list shows the stored state. */
function run(command: Promise<unknown>, failure: string): void {
  command.catch(() => {
    showErrorToast(failure);
  });
}

/** The Images tab of a saved artwork: its upload list and the image_viewer. */
export function ArtworkImagesPanel({ artworkId }: { artworkId: string }) {
  const images = useArtworkImages(artworkId);
  const [viewing, setViewing] = useState<number | null>(null);
  const [importing, setImporting] = useState<{ done: number; count: number } | null>(null);

  async function handleImport(files: readonly LinkedFile[]) {
    setImporting({ done: 0, count: files.length });
    try {
      const outcome = await importArtworkImages(artworkId, files, (done) => {
        setImporting({ done, count: files.length });
      });
      if (outcome.failed.length === 0) {
        showSuccessToast(IMAGE_SCREEN_MESSAGES.dropboxImported(outcome.imported));
      } else {
        const summary =
          outcome.imported === 0
            ? IMAGE_SCREEN_MESSAGES.dropboxImportFailed
            : IMAGE_SCREEN_MESSAGES.dropboxImportSomeFailed(outcome.failed.length, files.length);
        // Each file the server refused, with its reason (a PNG named .jpg, say).
        const reasons = outcome.failed.flatMap(({ name, message }) =>
          message === null ? [] : [IMAGE_SCREEN_MESSAGES.rejectedFile(name, message)],
        );
        showErrorToast(reasons.length === 0 ? summary : `${summary}. ${reasons.join('; ')}`);
      }
    } catch {
      showErrorToast(IMAGE_SCREEN_MESSAGES.dropboxImportFailed);
    } finally {
      setImporting(null);
    }
  }

  async function handleBeforeImport(): Promise<string | null> {
    const blocker = await importBlocker(artworkId);
    if (blocker === 'offline') return IMAGE_SCREEN_MESSAGES.dropboxNeedsConnection;
    if (blocker === 'notSynced') return IMAGE_SCREEN_MESSAGES.dropboxNeedsSync;
    return null;
  }

  /** A drag's or a cover's save: a failure is told, and the list goes back to the stored order. */
  function orderSaved(saving: Promise<string[]>): Promise<string[]> {
    return saving.catch((error: unknown) => {
      showErrorToast(IMAGE_SCREEN_MESSAGES.reorderFailed);
      throw error;
    });
  }

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
        onReorder={(ids) => orderSaved(reorderArtworkImages(artworkId, ids))}
        onSetCover={(id) => orderSaved(setArtworkCover(artworkId, id))}
        onRemove={(id) => {
          run(removeArtworkImage(artworkId, id), IMAGE_SCREEN_MESSAGES.deleteFailed);
        }}
        onDescribe={(id, text) => {
          run(describeArtworkImage(artworkId, id, text), IMAGE_SCREEN_MESSAGES.describeFailed);
        }}
        onOpen={setViewing}
        extraSources={
          <DropboxChooserButton
            disabled={importing !== null}
            beforeOpen={handleBeforeImport}
            onImport={(files) => void handleImport(files)}
          />
        }
      />
      {importing ? (
        <Stack gap={4} mt="sm" role="status">
          <Text size="sm">
            {IMAGE_SCREEN_MESSAGES.dropboxImporting(importing.done, importing.count)}
          </Text>
          <Progress
            value={(100 * importing.done) / Math.max(1, importing.count)}
            animated
            size="sm"
            aria-label={IMAGE_SCREEN_MESSAGES.dropboxImporting(importing.done, importing.count)}
          />
        </Stack>
      ) : null}
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
