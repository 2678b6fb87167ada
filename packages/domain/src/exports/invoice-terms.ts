/** Days to pay when an invoice's payment conditions name none; the invoice then says so. */
export const DEFAULT_PAYMENT_DAYS = 30;

/**
 * The days to pay an invoice's payment conditions give ("within 14 days", "30 calendar days
 * net"), or null when they name none. Working days are not counted: the default applies.
 */
export function paymentDaysIn(conditions: string | undefined): number | null {
  const match = /(\d{1,3})\s*(?:calendar\s+)?days?\b/i.exec(conditions ?? '');
  if (!match) return null;
  const days = Number(match[1]);
  return days <= 365 ? days : null;
}

/** What an invoice prints when its due date is the default. */
export function defaultPaymentNote(days: number): string {
  return `Payment is due within ${String(days)} days of the invoice date.`;
}
