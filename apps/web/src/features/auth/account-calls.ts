import { signInFormSchema } from '@archive/domain/auth/auth-forms.schema';
import { firstMessageByField } from '@archive/domain/messages/field-messages';
import type { SignInCheck, SignInErrors } from './use-sign-in-form';

export { signIn, userExists } from '../../data/api/auth-api';
export { startSession } from '../../data/session/start-session';
export { emailSchema } from '@archive/domain/user/user.schema';

/**
 * The sign-in form's checks, loaded with the calls they come before (load-account-calls.ts):
 * the values as the schema gives them (trimmed), or each failing field's first message.
 */
export const checkSignInForm: SignInCheck = (values) => {
  const result = signInFormSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const { email, password } = firstMessageByField(result.error.issues);
  const errors: SignInErrors = {};
  if (email !== undefined) errors.email = email;
  if (password !== undefined) errors.password = password;
  return { errors };
};
