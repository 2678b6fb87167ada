/**
 * Every message a form shows, keyed as in the spec's "form message keys" (section 8).
 * Strings the spec gives are copied exactly; the rest are recorded in docs/decisions.
 */
export const FORM_MESSAGES = {
  noEmail: 'enter e-mail address',
  invalidEmail: 'enter valid e-mail address',
  noPassword: 'enter your password',
  passwordTooShort: 'password must be at least 9 characters',
  insecurePassword: 'this password is too common. Please choose another one',
  noPlan: 'please select a plan',
  noRole: 'select your role',
  noName: 'enter your full name',
  noOrganisation: 'enter your organisation name',
  noAddress: 'enter your address',
  noCity: 'enter your city',
  noCountry: 'select your country',
  noPostalCode: 'enter your postal code',
  noCollection: 'select a collection',
  noArtist: 'add an artist',
  noTitle: 'add a title',
  artistMustBeUser: 'artworks in production must be yours',
  enterWidth: 'enter width',
  enterHeight: 'enter height',
  percentagesNot100: 'percentages must add up to 100%',
  noResetCode: 'enter reset code from email',
  invalidResetCode: 'the reset code is the 6 digits from the email',
  passwordsDoNotMatch: 'confirm password should match with new password',
  noCurrentPassword: 'enter your current password',
  noNewPassword: 'enter a new password',
  wrongUrl: 'enter a valid address starting with http:// or www.',
  noContactGeneral: 'please provide either a First Name, Last Name or Organisation',
  noOrganisationSettingsName: 'Enter an Organisation Name',
  formHasErrors: 'the form has highlighted errors you need to fix',
  tooLong: 'this is too long',
  invalidCharacters: 'this contains characters that cannot be saved',
} as const;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** The spec's generic required message: 'Add a {field}'. */
export function addA(field: string): string {
  return `Add a ${field}`;
}
