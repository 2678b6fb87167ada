import { z } from 'zod';
import { FORM_MESSAGES } from '../messages/form-messages';
import { safeText } from '../text/safe-text';
import {
  emailSchema,
  fullNameSchema,
  newPasswordSchema,
  organisationNameSchema,
  passwordSchema,
  roleSchema,
} from '../user/user.schema';
import { organisationRequired } from '../user/user-role';
import { isEmailChange } from '../user/user.rules';

/** Schemas of the account forms; the API bodies in auth.schema.ts reuse the same parts. */
export const signInFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInForm = z.input<typeof signInFormSchema>;

export const registerFormSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const roleFormSchema = z.object({ role: roleSchema });
export type RoleForm = z.input<typeof roleFormSchema>;

export const profileDetailsFormSchema = z
  .object({ role: roleSchema, name: fullNameSchema, organisationName: organisationNameSchema })
  .refine((value) => !(organisationRequired(value.role) && value.organisationName.trim() === ''), {
    path: ['organisationName'],
    message: FORM_MESSAGES.noOrganisation,
    // Shown together with the other fields' errors, not only once they are fixed.
    when: (payload) => roleFormSchema.safeParse(payload.value).success,
  });
export type ProfileDetailsForm = z.input<typeof profileDetailsFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

export const RESET_CODE_LENGTH = 6;
export const resetCodeSchema = safeText({ error: FORM_MESSAGES.noResetCode })
  .trim()
  .min(1, FORM_MESSAGES.noResetCode)
  .regex(/^\d{6}$/, FORM_MESSAGES.invalidResetCode);

export const resetPasswordFormSchema = z
  .object({
    email: emailSchema,
    resetCode: resetCodeSchema,
    newPassword: newPasswordSchema,
    confirmNewPassword: safeText(),
  })
  .refine((value) => value.newPassword === value.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: FORM_MESSAGES.passwordsDoNotMatch,
    when: () => true,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z.object({
  currentPassword: safeText({ error: FORM_MESSAGES.noCurrentPassword }).min(
    1,
    FORM_MESSAGES.noCurrentPassword,
  ),
  newPassword: safeText({ error: FORM_MESSAGES.noNewPassword })
    .min(1, FORM_MESSAGES.noNewPassword)
    .pipe(newPasswordSchema),
});
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * The settings account form of someone whose address is `currentEmail`: the current password
 * is asked for only when the e-mail address changes (decision 021).
 */
export function accountFormSchema(currentEmail: string) {
  return z
    .object({ name: fullNameSchema, email: emailSchema, currentPassword: z.string() })
    .refine((value) => !isEmailChange(currentEmail, value.email) || value.currentPassword !== '', {
      path: ['currentPassword'],
      message: FORM_MESSAGES.noCurrentPassword,
    });
}
export type AccountForm = z.input<ReturnType<typeof accountFormSchema>>;
