import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema } from '@archive/domain/auth/auth-forms.schema';

export { signIn, userExists } from '../../data/api/auth-api';
export { startSession } from '../../data/session/start-session';
export { emailSchema } from '@archive/domain/user/user.schema';

/** The sign-in form's checks, loaded with the calls they come before (load-account-calls.ts). */
export const signInFormResolver = zodResolver(signInFormSchema);
