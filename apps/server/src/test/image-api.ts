import { randomUUID } from 'node:crypto';
import type { ImageUrlsResponse } from '@archive/domain/images/image.schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './api';
import { changeHeaders } from './sync-api';

/** Helpers over app.inject for the image calls: upload address, the PUT, the link. */

export type ImageRecordKind = 'artworks' | 'contacts';

/** The path and query of an absolute address, for app.inject. */
export function pathOf(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

export function imageUrls(
  app: FastifyInstance,
  token: string,
  kind: ImageRecordKind,
  id: string,
  contentType = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/v1/${kind}/imageURLs/${id}/1?contentType=${encodeURIComponent(contentType)}`,
    headers: bearer(token),
  });
}

/** PUTs the bytes to a signed address with the headers the address asks for. */
export function putUpload(
  app: FastifyInstance,
  uploadURL: string,
  headers: Record<string, string>,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url: pathOf(uploadURL), headers, payload: bytes });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

/** Asks for an address and uploads the bytes there; answers the key. */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  kind: ImageRecordKind,
  id: string,
  bytes: Buffer,
  /** By default the type of the bytes, as a browser names a correctly named file. */
  contentType: string = isPng(bytes) ? 'image/png' : 'image/jpeg',
): Promise<string> {
  const response = await imageUrls(app, token, kind, id, contentType);
  expect(response.statusCode, response.body).toBe(200);
  const upload = response.json<ImageUrlsResponse>().imageUploads[0];
  if (upload === undefined) throw new Error('No upload address');
  const put = await putUpload(app, upload.uploadURL, upload.headers, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return upload.key;
}

export function linkImage(
  app: FastifyInstance,
  token: string,
  kind: ImageRecordKind,
  id: string,
  body: { key: string; imageToConnect?: string; sortIndex?: number; description?: string },
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/v1/${kind}/imageURL/${id}`,
    headers: changeHeaders(token, idempotencyKey),
    payload: {
      imageToConnect: body.imageToConnect ?? randomUUID(),
      key: body.key,
      name: 'photo.jpg',
      description: body.description ?? '',
      sortIndex: body.sortIndex ?? 0,
    },
  });
}

export interface LogoUpload {
  uploadUrl: string;
  key: string;
  headers: Record<string, string>;
  url: string;
}

/** Asks for a logo upload address and uploads the bytes there. */
export async function uploadLogo(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  type = 'png',
): Promise<LogoUpload> {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/organisation/uploadLogo/${type}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const upload = response.json<LogoUpload>();
  const put = await putUpload(app, upload.uploadUrl, upload.headers, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return upload;
}

/** GET of a file by its public address (the local files host is this server). */
export function getFile(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: pathOf(url) });
}
