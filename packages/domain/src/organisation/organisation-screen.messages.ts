/**
 * Wording of settings tab 2, Organisation (spec section 2). The spec names a failure toast for
 * "organisation details" and one for "logo upload" without their words; these are ours.
 */
export const ORGANISATION_SCREEN_MESSAGES = {
  tab: 'Organisation',
  detailsTitle: 'Organisation',
  detailsDescription: 'The name, address and numbers your exports and shared documents can carry.',
  logoTitle: 'Logo',
  logoDescription:
    'Shown on white-label exports instead of the Archive logo. One JPEG or PNG image.',
  formLabel: 'Organisation details',
  name: 'Organisation name',
  addressLine1: 'Address line 1',
  city: 'City',
  postalCode: 'Postal code',
  region: 'Region',
  regionDescription: 'State, province or county, if your address has one',
  country: 'Country',
  addressLegend: 'Address',
  addressDescription:
    'Optional; once you start it, fill in address, city, postal code and country.',
  vatNumber: 'VAT number',
  websiteUrl: 'Website',
  websitePlaceholder: 'www.example.com',
  save: 'Save changes',
  discard: 'Discard changes',
  saved: 'Your organisation details have been updated',
  saveFailed: 'Could not update your organisation details',
  logoAlt: 'Organisation logo',
  logoNone: 'No logo yet',
  logoUploaded: 'Logo uploaded',
  logoUploadFailed: 'Could not upload your logo',
  logoRemove: 'Remove logo',
  logoRemoveConfirm: 'Remove the logo? Exports will show the Archive logo instead.',
  logoRemoveConfirmButton: 'Remove',
  logoRemoveCancel: 'Cancel',
  logoRemoved: 'Logo removed',
  logoRemoveFailed: 'Could not remove your logo',
  logoUploading: 'Uploading the logo',
  logoNeedsName: 'Save the organisation name first to add a logo',
  offline: 'Organisation settings are saved online; connect to change them',
} as const;
