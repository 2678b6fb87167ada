import { ORGANISATION_CONTRACT } from '@archive/domain/contract/organisation.contract';
import type {
  Organisation,
  UpdateOrganisationBody,
} from '@archive/domain/organisation/organisation.schema';
import { callApi } from './api-client';

/**
 * The organisation calls of spec section 7 (settings tab 2); online only, like the account.
 * The logo's upload is in images/organisation-logo.ts, beside the other image uploads.
 */
export async function updateOrganisation(body: UpdateOrganisationBody): Promise<Organisation> {
  return (await callApi(ORGANISATION_CONTRACT.update, { body })).organisation;
}

/** Removes the logo; the server deletes its files once the change is saved. */
export function removeOrganisationLogo(savedName: string): Promise<Organisation> {
  return updateOrganisation({ name: savedName, logoUrl: null });
}
