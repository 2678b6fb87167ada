/**
 * Downloads a file by its link, for imports from a file host (the Dropbox chooser hands out a
 * direct link). Only http and https; the body is read up to `maxBytes` and no further, and
 * the whole download is abandoned after `timeoutMs`.
 */

export type DownloadFailure = 'scheme' | 'unreachable' | 'status' | 'tooLarge';

export type DownloadResult =
  { ok: true; bytes: Buffer; contentType: string } | { ok: false; reason: DownloadFailure };

export interface DownloadOptions {
  maxBytes: number;
  timeoutMs: number;
}

export type Download = (link: string, options: DownloadOptions) => Promise<DownloadResult>;

function isHttpLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(Buffer.from(value));
  }
}

export const httpDownload: Download = async (link, options) => {
  if (!isHttpLink(link)) return { ok: false, reason: 'scheme' };
  let response: Response;
  try {
    response = await fetch(link, {
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  // A redirect may lead anywhere fetch follows; fetch itself only follows http(s).
  if (!response.ok || response.body === null) {
    await response.body?.cancel();
    return { ok: false, reason: 'status' };
  }
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body.cancel();
    return { ok: false, reason: 'tooLarge' };
  }
  try {
    const bytes = await readCapped(response.body, options.maxBytes);
    if (bytes === null) return { ok: false, reason: 'tooLarge' };
    return { ok: true, bytes, contentType: response.headers.get('content-type') ?? '' };
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
};
