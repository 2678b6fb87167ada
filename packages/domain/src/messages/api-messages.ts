/** Messages the API answers with and the screens show (spec section 8, error catalogue). */
export const API_MESSAGES = {
  invalidPassword: 'Invalid password',
  noAccount: 'No account for this email address. Please sign up',
  accountExists: 'Account with email already exists',
  currentPasswordIncorrect: 'Current password incorrect',
  emailDoesNotExist: 'email does not exist',
  resetCodeInvalid: 'Reset code invalid',
  generic: 'Something went wrong. Please try again later',
  couldNotChangePassword: 'Could not change your password',
  validationFailed: 'Some fields are not valid',
  notFound: 'Not found',
  unauthorized: 'Please sign in again',
  /** 401 on the operator's calls without the right OPERATOR_TOKEN (decision 047). */
  operatorOnly: 'This call needs the operator token',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again',
  bodyTooLarge: 'The request is too large',
  unknownField: 'This field is not expected',
  invalidJson: 'The request body is not valid JSON',
  nestedTooDeeply: 'The request body is nested too deeply',
  unsupportedMediaType: 'Send the request body as JSON',
  /** 415 for a request body sent compressed (decision 059). */
  contentEncodingRefused: 'Send the request body uncompressed',
  /** 403 PLAN_REQUIRED without an active plan (wording not shown: decision 022). */
  planRequired: 'Choose a plan to use your archive',
  /** 403 PLAN_REQUIRED for a change while the last payment failed (PAST_DUE). */
  planPastDue: 'Your last payment failed. Update your card to change your archive',
} as const;

/** Toasts of the account screens (wording "not shown" in the spec: see docs/decisions). */
export const TOAST_MESSAGES = {
  accountCreated: 'Your account has been created',
  codeSent: 'We sent a reset code to your e-mail',
  passwordChanged: 'Your password has been changed',
  passwordResetFailed: 'Could not reset your password',
  detailsUpdated: 'Your details have been updated',
  accountDetailsFailed: 'Could not update your account details',
  accountDeleteFailed: 'Could not delete your account',
  offline: 'You are offline. This needs an Internet connection',
} as const;
