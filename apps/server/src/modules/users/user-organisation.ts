import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import type { UserRow } from '../../db/schema-accounts';

/** The organisation part of a user's row, as the API returns it (in the user and on its own). */
export function toApiOrganisation(row: UserRow): Organisation {
  return {
    name: row.organisationName,
    type: row.organisationType,
    logoUrl: row.organisationLogoUrl,
    vatNumber: row.organisationVatNumber,
    websiteUrl: row.organisationWebsiteUrl,
    address: {
      addressLine1: row.organisationAddressLine1,
      city: row.organisationCity,
      postalCode: row.organisationPostalCode,
      region: row.organisationRegion,
      country: row.organisationCountry,
    },
  };
}
