import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { signInThroughForm } from './accounts';
import { createServerArtwork, seedArchive } from './artworks';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real picture: a colour field with a gradient, so every file differs. */
export async function jpeg(name: string, hue: number): Promise<TestFile> {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export async function png(name: string, hue: number): Promise<TestFile> {
  const buffer = await sharp({
    create: {
      width: 480,
      height: 640,
      channels: 4,
      background: { r: 30, g: hue, b: 90, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Picks files through the "Choose files" button's file chooser. */
export async function chooseFiles(page: Page, files: TestFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
}

/** Drops files on the drop zone as a person dragging them from the desktop would. */
export async function dropFiles(page: Page, files: TestFile[]): Promise<void> {
  const payload = files.map((file) => ({
    name: file.name,
    mimeType: file.mimeType,
    base64: file.buffer.toString('base64'),
  }));
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return data;
  }, payload);
  // The zone's text changes with the drag state; its root element stays.
  const zone = page.locator('.mantine-Dropzone-root');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await zone.dispatchEvent(type, { dataTransfer: transfer });
  }
}

/** A picture with detail, so its JPEG data runs to the end of the file. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A real PNG whose name (and so the type the browser gives it) says JPEG. */
export async function pngNamedJpeg(name: string): Promise<TestFile> {
  return { ...(await png(name, 60)), name, mimeType: 'image/jpeg' };
}

/** Plain text named like a picture. */
export function textNamedPng(name: string): TestFile {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes about the artwork, not a picture.\n'),
  };
}

/** The first 60% of a real JPEG: its header is fine, its picture data stops short. */
export async function truncatedJpeg(name: string): Promise<TestFile> {
  const full = await noisyJpeg(800, 600);
  return { name, mimeType: 'image/jpeg', buffer: full.subarray(0, Math.floor(full.length * 0.6)) };
}

/**
 * A decompression bomb: a tiny PNG whose header declares `side`×`side` pixels (30000² is
 * 900 megapixels, some 3.6 GB once decoded). Its IHDR is rewritten with a correct CRC, so
 * every reader takes the header at its word.
 */
export async function bombPng(name: string, side = 30_000): Promise<TestFile> {
  const buffer = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4), 5 more bytes, CRC (4).
  buffer.writeUInt32BE(side, 16);
  buffer.writeUInt32BE(side, 20);
  buffer.writeUInt32BE(crc32(buffer.subarray(12, 29)), 29);
  return { name, mimeType: 'image/png', buffer };
}

/** The parts of an artwork image on the server that the specs check. */
export interface ServerImage {
  connectionId: string;
  name: string;
  url: string;
  sortIndex: number;
  width: number | null;
  height: number | null;
}

/** The artwork's images as the server has them, cover first. */
export async function serverImages(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<ServerImage[]> {
  const response = await request.get('/v1/artworks', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { artworks: { id: string; images: ServerImage[] }[] };
  const artwork = body.artworks.find((item) => item.id === id);
  return [...(artwork?.images ?? [])].sort((a, b) => a.sortIndex - b.sortIndex);
}

/** A signed-in account with one artwork on the server, its Images tab open. */
export async function openArtworkImages(
  page: Page,
  request: APIRequestContext,
  title: string,
): Promise<{ token: string; id: string }> {
  const { account, token, collectionId } = await seedArchive(request);
  const id = await createServerArtwork(request, token, collectionId, {
    artist: account.name,
    artworkValues: { ...emptyArtworkValues(), title },
  });
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await expect(page.getByRole('button', { name: new RegExp(`^${title} by`) })).toBeVisible();
  await page.goto(`/artworks/details?id=${id}`);
  await page.getByRole('tab', { name: 'Images' }).click();
  return { token, id };
}

/** Uploads `file` through an upload address and links it to the artwork, as the app does. */
export async function addServerImage(
  request: APIRequestContext,
  token: string,
  artworkId: string,
  file: TestFile,
  sortIndex = 0,
): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const urls = await request.get(
    `/v1/artworks/imageURLs/${artworkId}/1?contentType=${encodeURIComponent(file.mimeType)}`,
    { headers: auth },
  );
  expect(urls.status()).toBe(200);
  const upload = (
    (await urls.json()) as {
      imageUploads: { uploadURL: string; key: string; headers: Record<string, string> }[];
    }
  ).imageUploads[0]!;
  const put = await request.put(upload.uploadURL, { headers: upload.headers, data: file.buffer });
  expect(put.status()).toBe(200);
  const link = await request.put(`/v1/artworks/imageURL/${artworkId}`, {
    headers: { ...auth, 'idempotency-key': randomUUID() },
    data: {
      imageToConnect: randomUUID(),
      key: upload.key,
      name: file.name,
      description: '',
      sortIndex,
    },
  });
  expect(link.status(), await link.text()).toBe(200);
}
