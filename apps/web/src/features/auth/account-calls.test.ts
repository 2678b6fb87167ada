import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { checkSignInForm } from './account-calls';

describe("the sign-in form's checks", () => {
  it('names each empty field with its first message (an empty address also fails the pattern)', () => {
    expect(checkSignInForm({ email: '', password: '' })).toEqual({
      errors: { email: FORM_MESSAGES.noEmail, password: FORM_MESSAGES.noPassword },
    });
  });

  it('says an address is not valid', () => {
    const answer = checkSignInForm({ email: 'nobody', password: 'secret' });
    expect(answer.errors).toEqual({ email: FORM_MESSAGES.invalidEmail });
  });

  it('gives the values as the schema reads them', () => {
    const answer = checkSignInForm({ email: '  Ada@Example.com ', password: 'pass word' });
    expect(answer).toEqual({ values: { email: 'ada@example.com', password: 'pass word' } });
  });
});
