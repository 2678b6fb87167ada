import { z } from 'zod';
import { websiteUrlSchema } from '../contacts/contact.schema';
import { FORM_MESSAGES } from '../messages/form-messages';
import { safeText } from '../text/safe-text';
import { NAME_MAX_LENGTH } from '../user/user.schema';

/**
 * Organisation settings (spec sections 2, 5 and 7: settings tab 2, PATCH /v1/organisation).
 * The name is required; an address, once any of it is given, needs line 1, city, postal code
 * and country.
 */

export const ORGANISATION_VAT_MAX_LENGTH = 50;
export const ORGANISATION_POSTAL_CODE_MAX_LENGTH = 40;
export const ORGANISATION_LOGO_URL_MAX_LENGTH = 2048;
/** Spec section 9: logo upload maximum 1 image. */
export const LOGO_MAX_IMAGES = 1;

function text(max: number) {
  return safeText().trim().max(max, FORM_MESSAGES.tooLong);
}

export const organisationAddressSchema = z.strictObject({
  addressLine1: text(NAME_MAX_LENGTH).default(''),
  city: text(NAME_MAX_LENGTH).default(''),
  postalCode: text(ORGANISATION_POSTAL_CODE_MAX_LENGTH).default(''),
  region: text(NAME_MAX_LENGTH).default(''),
  country: text(NAME_MAX_LENGTH).default(''),
});
export type OrganisationAddress = z.output<typeof organisationAddressSchema>;

export const EMPTY_ORGANISATION_ADDRESS: OrganisationAddress = {
  addressLine1: '',
  city: '',
  postalCode: '',
  region: '',
  country: '',
};

/** The fields an address needs once any of it is given, with the message each shows. */
const REQUIRED_ADDRESS_FIELDS = [
  ['addressLine1', FORM_MESSAGES.noAddress],
  ['city', FORM_MESSAGES.noCity],
  ['postalCode', FORM_MESSAGES.noPostalCode],
  ['country', FORM_MESSAGES.noCountry],
] as const;

/** The required address fields left blank although some address was given. */
export function missingAddressFields(
  address: OrganisationAddress,
): { field: keyof OrganisationAddress; message: string }[] {
  const given = Object.values(address).some((value) => value.trim() !== '');
  if (!given) return [];
  return REQUIRED_ADDRESS_FIELDS.filter(([field]) => address[field].trim() === '').map(
    ([field, message]) => ({ field, message }),
  );
}

/** PATCH /v1/organisation: the organisation form. Omitted fields keep their values. */
export const updateOrganisationBodySchema = z.strictObject({
  name: safeText({ error: FORM_MESSAGES.noOrganisationSettingsName })
    .trim()
    .min(1, FORM_MESSAGES.noOrganisationSettingsName)
    .max(NAME_MAX_LENGTH, FORM_MESSAGES.tooLong),
  address: organisationAddressSchema
    .superRefine((address, ctx) => {
      for (const { field, message } of missingAddressFields(address)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .optional(),
  vatNumber: text(ORGANISATION_VAT_MAX_LENGTH).optional(),
  websiteUrl: websiteUrlSchema.optional(),
  /** The public address of an uploaded logo (GET /v1/organisation/uploadLogo), or null. */
  logoUrl: safeText().max(ORGANISATION_LOGO_URL_MAX_LENGTH).nullable().optional(),
});
export type UpdateOrganisationBody = z.input<typeof updateOrganisationBodySchema>;

export const organisationSchema = z.object({
  name: z.string(),
  type: z.string(),
  logoUrl: z.string().nullable(),
  vatNumber: z.string(),
  websiteUrl: z.string(),
  address: z.object({
    addressLine1: z.string(),
    city: z.string(),
    postalCode: z.string(),
    region: z.string(),
    country: z.string(),
  }),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const updateOrganisationResponseSchema = z.object({ organisation: organisationSchema });
export type UpdateOrganisationResponse = z.infer<typeof updateOrganisationResponseSchema>;
