import { describe, expect, it } from 'vitest';
import { ARTWORK_MESSAGES } from './artwork.messages';
import {
  formatMoney,
  formatMoneyValue,
  moneySchema,
  parseMoneyInput,
  sanitizeMoneyTyping,
} from './money';

describe('money input (spec section 5)', () => {
  it.each([
    ['', null],
    ['0', 0],
    ['12500', 12500],
    ['12,500', 12500],
    ['12,500.5', 12500.5],
    ['1,234,567.89', 1234567.89],
    ["1'234.10", 1234.1],
    ['1 234', 1234],
    ['  99.99 ', 99.99],
    ['7.', 7],
  ])('reads %j as %j', (input, value) => {
    expect(parseMoneyInput(input)).toEqual({ ok: true, value });
  });

  it.each(['12.345', '1.2.3', 'abc', '12,50', '-5', '1,2345', '12e3', '€12'])(
    'refuses %j with the amount message',
    (input) => {
      expect(parseMoneyInput(input)).toEqual({
        ok: false,
        message: ARTWORK_MESSAGES.invalidAmount,
      });
    },
  );

  it('keeps only digits, separators, one dot and two decimals while typing', () => {
    expect(sanitizeMoneyTyping('€ 12,5a0.456')).toBe(' 12,50.45');
    expect(sanitizeMoneyTyping('1.2.3')).toBe('1.23');
    expect(sanitizeMoneyTyping('100')).toBe('100');
  });

  it('formats with thousands separators and 2 decimals', () => {
    expect(formatMoneyValue(12500.5)).toBe('12,500.50');
    expect(formatMoneyValue(null)).toBe('');
    expect(formatMoney({ currency: 'CHF', value: 1200 })).toBe('CHF 1,200.00');
    expect(formatMoney({ currency: 'CHF', value: null })).toBe('');
  });
});

describe('money on the wire', () => {
  it('takes the six currencies and amounts with up to 2 decimals', () => {
    for (const currency of ['EUR', 'USD', 'GBP', 'CHF', 'CNY', 'HKD']) {
      expect(moneySchema.safeParse({ currency, value: 1234.56 }).success).toBe(true);
    }
    expect(moneySchema.safeParse({ currency: 'EUR', value: null }).success).toBe(true);
    expect(moneySchema.safeParse({ currency: 'EUR', value: 0.1 + 0.2 }).success).toBe(true);
  });

  it('refuses another currency, 3 decimals and negative amounts', () => {
    const wrongCurrency = moneySchema.safeParse({ currency: 'JPY', value: 1 });
    expect(wrongCurrency.error?.issues[0]?.message).toBe(ARTWORK_MESSAGES.invalidCurrency);
    const decimals = moneySchema.safeParse({ currency: 'EUR', value: 1.005 });
    expect(decimals.error?.issues[0]?.message).toBe(ARTWORK_MESSAGES.invalidAmount);
    const negative = moneySchema.safeParse({ currency: 'EUR', value: -1 });
    expect(negative.error?.issues[0]?.message).toBe(ARTWORK_MESSAGES.negativeNumber);
  });
});
