import { z } from 'zod';
import { userSettingsSchema } from '../helpers/user-settings.schema';
import { FORM_MESSAGES } from '../messages/form-messages';
import { safeText } from '../text/safe-text';
import { isCommonPassword } from './common-passwords';
import { USER_ROLES } from './user-role';

export const PASSWORD_MIN_LENGTH = 9;
/** Long passphrases are welcome; the cap only guards the hasher against abuse. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 200;

// The one address pattern (accounts and contacts): something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The one e-mail rule: safe text (no control characters), trimmed, something@domain.tld. */
function emailText(notText: string) {
  return safeText({ error: notText }).trim().max(EMAIL_MAX_LENGTH, FORM_MESSAGES.invalidEmail);
}

/** An account's e-mail (register, sign-in, look-up, reset, settings): required, lowercased. */
export const emailSchema = emailText(FORM_MESSAGES.noEmail)
  .min(1, FORM_MESSAGES.noEmail)
  .regex(EMAIL_PATTERN, FORM_MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

/** An e-mail that may be left empty (a contact's): '' or an address by the same rule, as typed. */
export const optionalEmailSchema = emailText(FORM_MESSAGES.invalidEmail).refine(
  (value) => value === '' || EMAIL_PATTERN.test(value),
  FORM_MESSAGES.invalidEmail,
);

/** A password being checked (sign-in): required, never judged for strength. */
export const passwordSchema = safeText({ error: FORM_MESSAGES.noPassword })
  .min(1, FORM_MESSAGES.noPassword)
  .max(PASSWORD_MAX_LENGTH, FORM_MESSAGES.tooLong);

/** A password being chosen (register, reset, change). */
export const newPasswordSchema = safeText({ error: FORM_MESSAGES.noPassword })
  .min(1, FORM_MESSAGES.noPassword)
  .min(PASSWORD_MIN_LENGTH, FORM_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, FORM_MESSAGES.tooLong)
  .refine((value) => !isCommonPassword(value), FORM_MESSAGES.insecurePassword);

export const roleSchema = z.enum(USER_ROLES, { error: FORM_MESSAGES.noRole });

export const fullNameSchema = safeText({ error: FORM_MESSAGES.noName })
  .trim()
  .min(1, FORM_MESSAGES.noName)
  .max(NAME_MAX_LENGTH, FORM_MESSAGES.tooLong);

export const organisationNameSchema = safeText().trim().max(NAME_MAX_LENGTH, FORM_MESSAGES.tooLong);

export const ACCESS_LEVELS = [0, 1] as const;
export const PAYMENT_STATUSES = [
  'ACTIVE',
  'TRIALING',
  'PAST_DUE',
  'CANCELED',
  'INCOMPLETE',
  'NONE',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const addressSchema = z.object({
  addressLine1: z.string().max(NAME_MAX_LENGTH).default(''),
  city: z.string().max(NAME_MAX_LENGTH).default(''),
  postalCode: z.string().max(40).default(''),
  country: z.string().max(NAME_MAX_LENGTH).default(''),
});

/** The user as the API returns it (spec section 3, User). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  address: addressSchema,
  settings: userSettingsSchema,
  account: z.object({
    activePlan: z.string(),
    accessLevel: z.number().int(),
    customerId: z.string().nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  }),
  organisation: z.object({
    name: z.string(),
    type: z.string(),
    logoUrl: z.string().nullable(),
    vatNumber: z.string(),
    websiteUrl: z.string(),
    /** Defaulted so a session stored before the address was sent still loads. */
    address: z
      .object({
        addressLine1: z.string(),
        city: z.string(),
        postalCode: z.string(),
        region: z.string(),
        country: z.string(),
      })
      .default({ addressLine1: '', city: '', postalCode: '', region: '', country: '' }),
  }),
  session: z.object({
    token: z.string(),
    firstLogin: z.boolean(),
    unseenShareRecords: z.boolean(),
  }),
  forceSignout: z.boolean(),
  dateCreated: z.string(),
});

export type User = z.infer<typeof userSchema>;

/** Spec section 2: plan 'none' means no active plan. */
export const NO_PLAN = 'none';
