import type { Money } from '@archive/domain/artworks/money';

/** An amount with 2 decimals and its currency: `EUR 12,500.00`. */
const AMOUNT = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(currency: string, value: number): string {
  return `${currency} ${AMOUNT.format(value)}`;
}

export function formatPrice(money: Money): string {
  return money.value === null ? '—' : formatMoney(money.currency, money.value);
}

/** Rounds to cents, so totals add up as printed. */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** The sum per currency, in the order the currencies first appear; works without an amount add nothing. */
export function totalsByCurrency(amounts: readonly Money[]): { currency: string; value: number }[] {
  const cents = new Map<string, number>();
  for (const { currency, value } of amounts) {
    if (value === null) continue;
    cents.set(currency, (cents.get(currency) ?? 0) + toCents(value));
  }
  return [...cents].map(([currency, total]) => ({ currency, value: total / 100 }));
}
