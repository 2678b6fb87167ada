import { z } from 'zod';
import { roleSchema } from '@archive/domain/user/user.schema';
import { readStored, removeStored, writeStored } from '../storage/local-storage';
import { clearSelectedPlan } from './selected-plan';

const KEY = 'onboarding';

const draftSchema = z.object({
  email: z.string(),
  role: roleSchema.optional(),
  name: z.string().optional(),
  organisationName: z.string().optional(),
});
export type OnboardingDraft = z.infer<typeof draftSchema>;

/*
 * The password chosen on /register is held in memory only, never in browser storage: a
 * reload during onboarding sends the person back to /register with the e-mail kept.
 */
let password: string | null = null;

export function getOnboardingDraft(): OnboardingDraft | null {
  const parsed = draftSchema.safeParse(readStored(KEY, 'session'));
  return parsed.success ? parsed.data : null;
}

export function getOnboardingPassword(): string | null {
  return password;
}

export function startOnboarding(email: string, chosenPassword: string): void {
  const previous = getOnboardingDraft();
  password = chosenPassword;
  writeStored(KEY, previous?.email === email ? previous : { email }, 'session');
}

export function updateOnboardingDraft(change: Partial<Omit<OnboardingDraft, 'email'>>): void {
  const draft = getOnboardingDraft();
  if (!draft) return;
  writeStored(KEY, { ...draft, ...change }, 'session');
}

/** The account exists: forget the draft and the password. */
export function finishOnboarding(): void {
  password = null;
  removeStored(KEY, 'session');
}

export function forgetOnboarding(): void {
  finishOnboarding();
  clearSelectedPlan();
}
