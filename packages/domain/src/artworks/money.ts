import { z } from 'zod';
import { ARTWORK_MESSAGES } from './artwork.messages';

/** Spec section 9: the currencies offered; amounts have 2 decimals. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CNY', 'HKD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** The largest amount taken (a trillion): far above any artwork, below float rounding trouble. */
export const MONEY_MAX = 1_000_000_000_000;

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/** True when `value` has at most 2 decimals (checked on cents, allowing float noise). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** An amount: a currency and a value (null when not given). */
export const moneySchema = z.strictObject({
  currency: z.enum(CURRENCIES, { error: ARTWORK_MESSAGES.invalidCurrency }),
  value: z
    .number({ error: ARTWORK_MESSAGES.invalidAmount })
    .nonnegative(ARTWORK_MESSAGES.negativeNumber)
    .max(MONEY_MAX, ARTWORK_MESSAGES.invalidAmount)
    .refine(hasAtMostTwoDecimals, ARTWORK_MESSAGES.invalidAmount)
    .nullable(),
});
export type Money = z.infer<typeof moneySchema>;

export function emptyMoney(currency: Currency = DEFAULT_CURRENCY): Money {
  return { currency, value: null };
}

/**
 * Spec section 5, money input: digits and one dot, at most 2 decimals, with thousands
 * separators (commas, spaces or apostrophes between groups of three digits) allowed.
 */
const MONEY_INPUT_PATTERN = /^(\d{1,3}([,' \u00a0\u202f]\d{3})+|\d+)(\.\d{0,2})?$/;

export type MoneyInputResult = { ok: true; value: number | null } | { ok: false; message: string };

/** Reads what the user typed in an amount field: '' is no amount; '12,500.5' is 12500.5. */
export function parseMoneyInput(input: string): MoneyInputResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!MONEY_INPUT_PATTERN.test(trimmed)) {
    return { ok: false, message: ARTWORK_MESSAGES.invalidAmount };
  }
  const value = Number(trimmed.replace(/[,' \u00a0\u202f]/g, ''));
  if (!Number.isFinite(value) || value > MONEY_MAX) {
    return { ok: false, message: ARTWORK_MESSAGES.invalidAmount };
  }
  return { ok: true, value };
}

/** Keeps only what an amount field accepts while typing: digits, separators and one dot. */
export function sanitizeMoneyTyping(input: string): string {
  const kept = input.replace(/[^\d.,' ]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const decimals = kept
    .slice(dot + 1)
    .replace(/\D/g, '')
    .slice(0, 2);
  return `${kept.slice(0, dot)}.${decimals}`;
}

/** An amount for a field or a list: 12500.5 → '12,500.50'. */
export function formatMoneyValue(value: number | null): string {
  if (value === null) return '';
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An amount with its currency: 'EUR 12,500.00'; '' when no amount. */
export function formatMoney(money: Money): string {
  return money.value === null ? '' : `${money.currency} ${formatMoneyValue(money.value)}`;
}
