import { ORGANISATION_CONTRACT } from '@archive/domain/contract/organisation.contract';
import type { LOGO_IMAGE_TYPES } from '@archive/domain/images/image.schema';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import { ApiError, browserHttp, callApi } from '../api/api-client';
import { updateOrganisation } from '../api/organisation-api';
import { checkImageFile } from './image-file-check';

const LOGO_TYPES: Record<string, (typeof LOGO_IMAGE_TYPES)[number]> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

/**
 * Uploads `file` as the logo and saves it: the upload address, the PUT of the bytes with its
 * signed headers (content type, long cache), then PATCH /v1/organisation with the address the
 * server answered. The PATCH needs the name, so the saved one goes with it.
 */
export async function uploadOrganisationLogo(file: File, savedName: string): Promise<Organisation> {
  // Judged by its bytes on this device first, like every image: a renamed file gets its reason.
  const checked = await checkImageFile(file);
  if (!checked.ok) {
    throw new ApiError(415, {
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: checked.refused.message },
    });
  }
  const imageType = LOGO_TYPES[checked.accepted.contentType];
  if (imageType === undefined) {
    throw new ApiError(415, {
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_MESSAGES.onlyJpegOrPng },
    });
  }
  const target = await callApi(ORGANISATION_CONTRACT.uploadLogo, { params: { imageType } });
  await browserHttp.putBytes(target.uploadUrl, target.headers, file);
  return updateOrganisation({ name: savedName, logoUrl: target.url });
}
