import { z } from 'zod';
import { shareRecordsSchema } from '../sharing/share.schema';
import { FORM_MESSAGES } from '../messages/form-messages';
import {
  emailSchema,
  fullNameSchema,
  newPasswordSchema,
  organisationNameSchema,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
  roleSchema,
  userSchema,
} from '../user/user.schema';
import { organisationRequired } from '../user/user-role';
import { changePasswordFormSchema, resetCodeSchema } from './auth-forms.schema';
import { collectionSchema } from './collection.schema';

export const emailParamSchema = z.strictObject({ emailParam: emailSchema });

export const userExistsResponseSchema = z.object({ exists: z.boolean(), active: z.boolean() });
export type UserExistsResponse = z.infer<typeof userExistsResponseSchema>;

export const registerBodySchema = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    role: roleSchema,
    name: fullNameSchema,
    organisation: z.strictObject({ name: organisationNameSchema }).optional(),
  })
  .superRefine((value, ctx) => {
    if (organisationRequired(value.role) && !value.organisation?.name.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['organisation', 'name'],
        message: FORM_MESSAGES.noOrganisation,
      });
    }
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const signInBodySchema = z.strictObject({ email: emailSchema, password: passwordSchema });
export type SignInBody = z.input<typeof signInBodySchema>;

export const changePasswordBodySchema = changePasswordFormSchema.strict();
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  resetCode: resetCodeSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * A profile change. Changing the e-mail address also needs `currentPassword` (checked on the
 * server, which answers 403 CURRENT_PASSWORD_INCORRECT without it or with a wrong one), so a
 * stolen session alone cannot move the account to another address (decision 021).
 */
export const updateUserBodySchema = z
  .strictObject({
    name: fullNameSchema.optional(),
    email: emailSchema.optional(),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH, FORM_MESSAGES.tooLong).optional(),
  })
  .refine((value) => value.name !== undefined || value.email !== undefined, {
    message: 'Send a name or an e-mail',
  });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/**
 * DELETE /v1/account (decision 046): the current password, as an e-mail change asks for it, so a
 * session left open on a shared computer cannot erase an archive. 400 without it, 403
 * CURRENT_PASSWORD_INCORRECT when wrong. The settings modal validates with the same schema.
 */
export const deleteAccountBodySchema = z.strictObject({
  currentPassword: z
    .string({ error: FORM_MESSAGES.noCurrentPassword })
    .min(1, FORM_MESSAGES.noCurrentPassword)
    .max(PASSWORD_MAX_LENGTH, FORM_MESSAGES.tooLong),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/**
 * Sign-in and register answer (spec section 7). Artworks, artists and share records are
 * filled by their modules; lastSyncDate is the sync cursor to pull from (see decisions).
 */
export const authResponseSchema = z.object({
  lastSyncDate: z.number().int(),
  user: userSchema,
  collections: z.array(collectionSchema),
  artists: z.array(z.unknown()),
  artworks: z.array(z.unknown()),
  shareRecords: shareRecordsSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
