import { z } from 'zod';
import { FREE_TRIAL_DAYS } from '../app/app-constants';
import { CARD_FORM_MESSAGES } from '../messages/billing-messages';
import { DAY_MS } from '../app/durations';
import { safeText } from '../text/safe-text';

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242", as the person types. */
export function formatCardNumber(input: string): string {
  return digitsOf(input)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12 / 28"; the separator appears once the year starts, so deleting stays easy. */
export function formatCardExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an "MM / YY" expiry, or null when it is not one. */
export function parseCardExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  const expYear = 2000 + Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear };
}

/** A card is valid until the end of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  return expYear * 12 + expMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** "MM / YY" of a stored card's expiry. */
export function cardExpiryLabel(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')} / ${String(expYear % 100).padStart(2, '0')}`;
}

/** The masked number shown for a stored card: •••• •••• •••• 4242. */
export function maskedCardNumber(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** The local card form (spec section 5: card number, expiry and CVC required). */
export const cardFormSchema = z.object({
  number: safeText({ error: CARD_FORM_MESSAGES.noCardNumber })
    .trim()
    .min(1, CARD_FORM_MESSAGES.noCardNumber)
    .refine((value) => {
      const digits = digitsOf(value);
      return (
        /^[\d ]+$/.test(value) &&
        digits.length >= CARD_NUMBER_MIN_DIGITS &&
        digits.length <= CARD_NUMBER_MAX_DIGITS &&
        passesLuhn(digits)
      );
    }, CARD_FORM_MESSAGES.invalidCardNumber),
  expiry: safeText({ error: CARD_FORM_MESSAGES.noExpiry })
    .trim()
    .min(1, CARD_FORM_MESSAGES.noExpiry)
    .refine((value) => parseCardExpiry(value) !== null, CARD_FORM_MESSAGES.invalidExpiry)
    .refine((value) => {
      const expiry = parseCardExpiry(value);
      return expiry === null || !isCardExpired(expiry.expMonth, expiry.expYear);
    }, CARD_FORM_MESSAGES.expired),
  cvc: safeText({ error: CARD_FORM_MESSAGES.noCvc })
    .trim()
    .min(1, CARD_FORM_MESSAGES.noCvc)
    .regex(/^\d{3,4}$/, CARD_FORM_MESSAGES.invalidCvc),
});
export type CardForm = z.input<typeof cardFormSchema>;

/** The body of POST /v1/payments/local/payment_methods for a valid card form. */
export function localCardBody(form: CardForm): {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
} {
  const expiry = parseCardExpiry(form.expiry);
  if (!expiry) throw new Error('The card form is not valid');
  return { number: digitsOf(form.number), ...expiry, cvc: form.cvc.trim() };
}

/**
 * The free trial an account gets on /pay (spec section 4): FREE_TRIAL_DAYS for accounts
 * created under FREE_TRIAL_DAYS days ago, otherwise none. The server decides for itself.
 */
export function trialDaysFor(dateCreated: string, now = Date.now()): number {
  const created = Date.parse(dateCreated);
  if (Number.isNaN(created)) return 0;
  return now - created < FREE_TRIAL_DAYS * DAY_MS ? FREE_TRIAL_DAYS : 0;
}

/** The date the first charge is taken after a trial of `days` days. */
export function chargeDateAfterTrial(days: number, now = Date.now()): Date {
  return new Date(now + days * DAY_MS);
}
