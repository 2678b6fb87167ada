import { describe, expect, it } from 'vitest';
import { CARD_FORM_MESSAGES } from '../messages/billing-messages';
import {
  cardExpiryLabel,
  cardFormSchema,
  formatCardExpiry,
  formatCardNumber,
  isCardExpired,
  localCardBody,
  passesLuhn,
  trialDaysFor,
} from './card-form.schema';

function firstMessage(input: { number: string; expiry: string; cvc: string }): string | undefined {
  const result = cardFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('card form', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('formats the number in groups of four and the expiry as MM / YY', () => {
    expect(formatCardNumber('42424242x42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('1229')).toBe('12 / 29');
    expect(cardExpiryLabel(4, 2029)).toBe('04 / 29');
  });

  it('uses the domain messages', () => {
    expect(firstMessage({ number: '', expiry: '12 / 99', cvc: '123' })).toBe(
      CARD_FORM_MESSAGES.noCardNumber,
    );
    expect(firstMessage({ number: '4242 4242 4242 4241', expiry: '12 / 99', cvc: '123' })).toBe(
      CARD_FORM_MESSAGES.invalidCardNumber,
    );
    expect(firstMessage({ number: '4242 4242 4242 4242', expiry: '13 / 99', cvc: '123' })).toBe(
      CARD_FORM_MESSAGES.invalidExpiry,
    );
    expect(firstMessage({ number: '4242 4242 4242 4242', expiry: '01 / 20', cvc: '123' })).toBe(
      CARD_FORM_MESSAGES.expired,
    );
    expect(firstMessage({ number: '4242 4242 4242 4242', expiry: '12 / 99', cvc: '12' })).toBe(
      CARD_FORM_MESSAGES.invalidCvc,
    );
    expect(localCardBody({ number: '4242 4242 4242 4242', expiry: '12 / 99', cvc: '123' })).toEqual(
      { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    );
  });

  it('keeps a card valid to the end of its expiry month', () => {
    const now = new Date(2026, 10, 22);
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
  });

  it('gives the trial to accounts under 30 days old', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(trialDaysFor('2026-11-01T12:00:00Z', now)).toBe(30);
    expect(trialDaysFor('2026-10-01T12:00:00Z', now)).toBe(0);
  });
});
