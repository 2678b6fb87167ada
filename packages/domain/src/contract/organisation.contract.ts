import { uploadLogoParamsSchema, uploadLogoResponseSchema } from '../images/image.schema';

/** The organisation calls of spec section 7 that exist so far (settings tab 2: the logo). */
export const ORGANISATION_CONTRACT = {
  /** A signed upload address for the organisation's logo (spec: uploadUrl, key). */
  uploadLogo: {
    method: 'GET',
    path: '/v1/organisation/uploadLogo/:imageType',
    params: uploadLogoParamsSchema,
    response: uploadLogoResponseSchema,
    public: false,
  },
} as const;
