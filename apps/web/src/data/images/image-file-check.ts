import { IMAGE_HEAD_BYTES, judgeImageHead } from '@archive/domain/images/image-content';
import type { ImageContentType } from '@archive/domain/images/image-limits';
import { imageRefusalMessage } from '@archive/domain/images/image.messages';

/** A file that may be queued: its type is the one its bytes announce. */
export interface AcceptedImageFile {
  file: File;
  contentType: ImageContentType;
}

export interface RefusedImageFile {
  file: File;
  message: string;
}

/**
 * Judges a file on this device, also offline, by its first bytes: what it is (not what its name
 * says) and how many pixels its header announces. A file whose header is fine but whose data
 * is damaged passes; the server's full decode refuses it.
 */
export async function checkImageFile(
  file: File,
): Promise<{ ok: true; accepted: AcceptedImageFile } | { ok: false; refused: RefusedImageFile }> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  } catch {
    // A file removed from the disk after it was picked cannot be read: not an image we can keep.
    return { ok: false, refused: { file, message: imageRefusalMessage('damaged') } };
  }
  const verdict = judgeImageHead(head, file.size, file.type === '' ? null : file.type);
  return verdict.ok
    ? { ok: true, accepted: { file, contentType: verdict.contentType } }
    : { ok: false, refused: { file, message: imageRefusalMessage(verdict.reason) } };
}

/** The files split into those that may be queued and those refused, in the order given. */
export async function checkImageFiles(
  files: readonly File[],
): Promise<{ accepted: AcceptedImageFile[]; refused: RefusedImageFile[] }> {
  const verdicts = await Promise.all(files.map((file) => checkImageFile(file)));
  const accepted: AcceptedImageFile[] = [];
  const refused: RefusedImageFile[] = [];
  for (const verdict of verdicts) {
    if (verdict.ok) accepted.push(verdict.accepted);
    else refused.push(verdict.refused);
  }
  return { accepted, refused };
}
