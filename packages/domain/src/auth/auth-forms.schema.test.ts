import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages/form-messages';
import {
  accountFormSchema,
  profileDetailsFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
} from './auth-forms.schema';

/** The first message of each field, as a form shows it. */
function messages(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const firstPerField = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    if (!firstPerField.has(key)) firstPerField.set(key, issue.message);
  }
  return [...firstPerField.values()];
}

describe('account form rules', () => {
  it('asks for the current password only when the e-mail address changes', () => {
    const schema = accountFormSchema('ann@example.com');
    const base = { name: 'Ann', currentPassword: '' };
    expect(schema.safeParse({ ...base, email: 'ann@example.com' }).success).toBe(true);
    // The same address typed differently is no change.
    expect(schema.safeParse({ ...base, email: ' Ann@Example.com ' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...base, email: 'new@example.com' }))).toEqual([
      FORM_MESSAGES.noCurrentPassword,
    ]);
    expect(
      schema.safeParse({ ...base, email: 'new@example.com', currentPassword: 'secret' }).success,
    ).toBe(true);
  });

  it('asks for an e-mail, then for a valid one', () => {
    expect(messages(signInFormSchema.safeParse({ email: '', password: 'x' }))).toEqual([
      FORM_MESSAGES.noEmail,
    ]);
    expect(messages(signInFormSchema.safeParse({ email: 'ann@', password: 'x' }))).toEqual([
      FORM_MESSAGES.invalidEmail,
    ]);
  });

  it('normalises the e-mail to lower case without spaces', () => {
    const parsed = signInFormSchema.parse({ email: ' Ann@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('ann@example.com');
  });

  it('refuses short and common passwords at registration but accepts long passphrases', () => {
    const base = { email: 'ann@example.com' };
    expect(messages(registerFormSchema.safeParse({ ...base, password: '' }))).toEqual([
      FORM_MESSAGES.noPassword,
    ]);
    expect(messages(registerFormSchema.safeParse({ ...base, password: 'short' }))).toEqual([
      FORM_MESSAGES.passwordTooShort,
    ]);
    expect(messages(registerFormSchema.safeParse({ ...base, password: 'Password123' }))).toEqual([
      FORM_MESSAGES.insecurePassword,
    ]);
    const passphrase = 'correct horse battery staple '.repeat(10);
    expect(registerFormSchema.parse({ ...base, password: passphrase }).password).toBe(passphrase);
  });

  it('requires the organisation for gallerists and institutions only', () => {
    for (const role of ['gallerist', 'art-institution'] as const) {
      const result = profileDetailsFormSchema.safeParse({
        role,
        name: 'Ann',
        organisationName: ' ',
      });
      expect(messages(result)).toEqual([FORM_MESSAGES.noOrganisation]);
    }
    for (const role of ['artist', 'collector', 'art-professional'] as const) {
      const result = profileDetailsFormSchema.safeParse({
        role,
        name: 'Ann',
        organisationName: '',
      });
      expect(result.success).toBe(true);
    }
  });

  it('checks the reset code and that the confirmation matches', () => {
    const result = resetPasswordFormSchema.safeParse({
      email: 'ann@example.com',
      resetCode: '',
      newPassword: 'a fine new passphrase',
      confirmNewPassword: 'something else',
    });
    expect(messages(result)).toEqual([
      FORM_MESSAGES.noResetCode,
      FORM_MESSAGES.passwordsDoNotMatch,
    ]);
  });
});
