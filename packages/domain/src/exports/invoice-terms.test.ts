import { describe, expect, it } from 'vitest';
import { paymentDaysIn } from './invoice-terms';

describe("an invoice's days to pay", () => {
  it('reads the days the payment conditions name', () => {
    expect(paymentDaysIn('Payable within 14 days by bank transfer.')).toBe(14);
    expect(paymentDaysIn('30 calendar days net')).toBe(30);
    expect(paymentDaysIn('1 day')).toBe(1);
  });

  it('names none for working days, other words, too many days or no conditions', () => {
    expect(paymentDaysIn('within 30 working days')).toBeNull();
    expect(paymentDaysIn('on receipt')).toBeNull();
    expect(paymentDaysIn('within 400 days')).toBeNull();
    expect(paymentDaysIn(undefined)).toBeNull();
  });
});
