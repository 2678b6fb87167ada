import { uploadLogoParamsSchema, uploadLogoResponseSchema } from '../images/image.schema';
import {
  updateOrganisationBodySchema,
  updateOrganisationResponseSchema,
} from '../organisation/organisation.schema';

/** The organisation calls of spec section 7 (settings tab 2). */
export const ORGANISATION_CONTRACT = {
  /** A signed upload address for the organisation's logo (spec: uploadUrl, key). */
  uploadLogo: {
    method: 'GET',
    path: '/v1/organisation/uploadLogo/:imageType',
    operationId: 'getLogoUploadUrl',
    summary: "A signed upload address for the organisation's logo",
    params: uploadLogoParamsSchema,
    response: uploadLogoResponseSchema,
    public: false,
  },
  /**
   * The organisation form: name, address, VAT number, website and logo. A logoUrl must be
   * the address of a logo this user uploaded; it is checked like every image.
   */
  update: {
    method: 'PATCH',
    path: '/v1/organisation',
    operationId: 'updateOrganisation',
    summary: "Change the organisation's details",
    body: updateOrganisationBodySchema,
    response: updateOrganisationResponseSchema,
    public: false,
  },
} as const;
