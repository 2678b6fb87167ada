/**
 * What the image screens use (issue: images). Images added on this device are kept as blobs in
 * IndexedDB and shown from there at once; the outbox uploads them when online (signed address,
 * PUT, link) with the same retry rules as every change, and never links one twice.
 *
 * INTERFACE FIRST: the signatures below are the contract between the engine and the screens.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { noteLocalChange, whenSyncEngine } from '../sync/browser-sync';
import { useEngineQuery } from '../sync/use-engine-query';
import type { SyncEngine } from '../engine/sync-engine';
import { checkImageFiles, type RefusedImageFile } from './image-file-check';
import { scheduleLoadRetry } from './load-retry';
import type { NewImage } from '../engine/images/local-images';
import { readShownImages } from '../engine/images/shown-images';
import type { ShownImage } from '../engine/images/shown-images';

export type { ShownImage } from '../engine/images/shown-images';

export type ImageSize = 'preview' | 'medium' | 'original';

async function requireEngine(): Promise<SyncEngine> {
  const engine = await whenSyncEngine();
  if (!engine) throw new Error('No signed-in user: the local store is closed');
  return engine;
}

/** The artwork's images in order (cover first), live; undefined while loading. */
export function useArtworkImages(artworkId: string | null): ShownImage[] | undefined {
  return useEngineQuery(
    async (engine) => {
      if (artworkId === null) return [];
      return readShownImages(engine.db, artworkId);
    },
    [artworkId],
  );
}

/**
 * The files host's address of a linked image in `size`; `retry` > 0 adds a query so the
 * browser asks again instead of answering from its cache of the failure.
 */
export function imageAddress(url: string, size: ImageSize, retry: number): string {
  const address =
    size === 'preview' ? `${url}/preview.jpg` : size === 'medium' ? `${url}/medium.jpg` : url;
  return retry > 0 ? `${address}?retry=${String(retry)}` : address;
}

/**
 * An object URL of a local blob, made when shown and revoked when no longer. Keyed by the
 * image, not the Blob: every read of IndexedDB hands out a new Blob of the same bytes.
 */
function useObjectUrl(key: string, blob: Blob | null | undefined): string | null {
  const blobRef = useRef(blob);
  blobRef.current = blob;
  const hasBlob = blob !== null && blob !== undefined;
  const [current, setCurrent] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    const kept = blobRef.current;
    if (!hasBlob || !kept) return undefined;
    const url = URL.createObjectURL(kept);
    setCurrent({ key, url });
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [key, hasBlob]);
  return hasBlob && current?.key === key ? current.url : null;
}

/**
 * An address an <img> can show: an object URL of the local blob, or the files host's
 * `url/preview.jpg` / `url/medium.jpg`; a failed load is retried after 3 s when online.
 */
export function useImageSource(
  image: ShownImage,
  size: ImageSize,
): { src: string | null; onError: () => void } {
  const objectUrl = useObjectUrl(image.connectionId, image.blob);
  const url = image.image?.url ?? null;
  const [retries, setRetries] = useState<{ url: string | null; count: number }>({
    url,
    count: 0,
  });
  const count = retries.url === url ? retries.count : 0;
  const cancel = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = null;
    },
    [url],
  );

  const onError = useCallback(() => {
    // A local blob that cannot be shown will not get better; one retry waits at a time.
    if (url === null || cancel.current) return;
    cancel.current = scheduleLoadRetry(() => {
      cancel.current = null;
      setRetries((before) => ({ url, count: (before.url === url ? before.count : 0) + 1 }));
    });
  }, [url]);

  const src = url !== null ? imageAddress(url, size, count) : objectUrl;
  return { src, onError };
}

/**
 * Keeps the files on this device, appends them after the existing images, queues uploads.
 * Each file is judged by its content first (image-file-check.ts): the refused ones are not
 * queued and are answered, each with its reason, for the screen to name.
 */
export async function addArtworkImages(
  artworkId: string,
  files: readonly File[],
): Promise<RefusedImageFile[]> {
  const { accepted, refused } = await checkImageFiles(files);
  const images: NewImage[] = accepted.map(({ file, contentType }) => ({
    blob: file,
    name: file.name,
    type: contentType,
  }));
  if (images.length === 0) return refused;
  await (await requireEngine()).images.add(artworkId, images);
  noteLocalChange();
  return refused;
}

/** Saves a new order (connection ids, cover first); answers the order saved. */
export async function reorderArtworkImages(
  artworkId: string,
  connectionIds: readonly string[],
): Promise<string[]> {
  const saved = await (await requireEngine()).images.reorder(artworkId, connectionIds);
  noteLocalChange();
  return saved;
}

/** Makes one image the cover, in the order stored now; answers the order saved. */
export async function setArtworkCover(artworkId: string, connectionId: string): Promise<string[]> {
  const saved = await (await requireEngine()).images.setCover(artworkId, connectionId);
  noteLocalChange();
  return saved;
}

export async function removeArtworkImage(artworkId: string, connectionId: string): Promise<void> {
  await (await requireEngine()).images.remove(artworkId, connectionId);
  noteLocalChange();
}

export async function describeArtworkImage(
  artworkId: string,
  connectionId: string,
  description: string,
): Promise<void> {
  await (await requireEngine()).images.describe(artworkId, connectionId, description);
  noteLocalChange();
}
