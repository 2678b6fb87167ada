import type { ImageContentType } from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import type { LOGO_IMAGE_TYPES } from '@archive/domain/images/image.schema';
import type {
  Organisation,
  updateOrganisationBodySchema,
} from '@archive/domain/organisation/organisation.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { NewUserRow } from '../../db/schema-accounts';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import { isKeyUnder, newImageKey, userFilesPrefix } from '../../lib/image-keys';

/** The users module owns the row that holds the organisation. */
type Users = Pick<FastifyInstance['users'], 'findById' | 'setOrganisation' | 'toApiOrganisation'>;
type Files = Pick<
  FastifyInstance['files'],
  'createUploadUrl' | 'processUploadedImage' | 'publicUrl'
>;
type UpdateBody = z.output<typeof updateOrganisationBodySchema>;

const LOGO_CONTENT_TYPES: Record<(typeof LOGO_IMAGE_TYPES)[number], ImageContentType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Logos live beside the user's other files, so deleting the account deletes them too. */
export function logoPrefix(userId: string): string {
  return `${userFilesPrefix(userId)}/organisation`;
}

export function createOrganisationService(users: Users, files: Files) {
  /** The key of a logo this user uploaded, from its public address; null for anything else. */
  function logoKeyOf(userId: string, url: string): string | null {
    const prefix = logoPrefix(userId);
    const base = files.publicUrl(prefix);
    if (!url.startsWith(`${base}/`)) return null;
    const key = `${prefix}/${url.slice(base.length + 1)}`;
    return isKeyUnder(key, prefix) && key.slice(prefix.length + 1).startsWith('logo-') ? key : null;
  }

  /** The key of the user's current logo, if it is one of their uploads. */
  async function logoKey(userId: string): Promise<string | null> {
    const url = (await users.findById(userId))?.organisationLogoUrl ?? null;
    return url === null ? null : logoKeyOf(userId, url);
  }

  return {
    logoKey,

    /** The unlinked-upload sweep keeps these. */
    async linkedLogoKeys(userId: string): Promise<string[]> {
      const key = await logoKey(userId);
      return key === null ? [] : [key];
    },

    async uploadLogo(userId: string, imageType: (typeof LOGO_IMAGE_TYPES)[number]) {
      const target = await files.createUploadUrl(
        newImageKey(logoPrefix(userId), 'logo-'),
        LOGO_CONTENT_TYPES[imageType],
      );
      return {
        uploadUrl: target.uploadURL,
        key: target.key,
        headers: target.headers,
        expiresAt: target.expiresAt.toISOString(),
        url: files.publicUrl(target.key),
      };
    },

    /**
     * Saves the organisation form. A new logo is checked like every image (a refused one is
     * deleted). The replaced logo's key goes into `replacedLogoKeys`: the caller deletes its
     * files once the change is saved.
     */
    async update(
      userId: string,
      body: UpdateBody,
      replacedLogoKeys: string[] = [],
    ): Promise<Organisation> {
      const row = await users.findById(userId);
      if (row === null) throw recordNotFound();
      const set: Partial<NewUserRow> = { organisationName: body.name };
      if (body.vatNumber !== undefined) set.organisationVatNumber = body.vatNumber;
      if (body.websiteUrl !== undefined) set.organisationWebsiteUrl = body.websiteUrl;
      if (body.address !== undefined) {
        set.organisationAddressLine1 = body.address.addressLine1;
        set.organisationCity = body.address.city;
        set.organisationPostalCode = body.address.postalCode;
        set.organisationRegion = body.address.region;
        set.organisationCountry = body.address.country;
      }
      if (body.logoUrl !== undefined && body.logoUrl !== row.organisationLogoUrl) {
        if (body.logoUrl !== null) {
          const key = logoKeyOf(userId, body.logoUrl);
          if (key === null) {
            throw new AppError(403, 'FORBIDDEN', IMAGE_MESSAGES.notThisRecordsUpload, 'logoUrl');
          }
          await files.processUploadedImage(key);
        }
        set.organisationLogoUrl = body.logoUrl;
        const old =
          row.organisationLogoUrl === null ? null : logoKeyOf(userId, row.organisationLogoUrl);
        if (old !== null) replacedLogoKeys.push(old);
      }
      const updated = await users.setOrganisation(userId, set);
      if (updated === null) throw recordNotFound();
      return users.toApiOrganisation(updated);
    },
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
