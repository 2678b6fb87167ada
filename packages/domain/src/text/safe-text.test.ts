import { describe, expect, it } from 'vitest';
import { contactEmailSchema } from '../contacts/contact.schema';
import { FORM_MESSAGES } from '../messages/form-messages';
import { emailSchema } from '../user/user.schema';
import { isSafeText, safeText } from './safe-text';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('isSafeText', () => {
  it('refuses C0 control characters other than tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(isSafeText(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(allowed);
    }
  });

  it('refuses DEL and the C1 control characters', () => {
    expect(isSafeText('a\u007fb')).toBe(false);
    expect(isSafeText('a\u0085b')).toBe(false);
    expect(isSafeText('a\u009fb')).toBe(false);
  });

  it('refuses a lone surrogate, high or low, anywhere', () => {
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('a\udc00')).toBe(false);
    expect(isSafeText('\udbff\ud800')).toBe(false);
    // Reversed halves are two lone surrogates, not a pair.
    expect(isSafeText('\ude00\ud83c')).toBe(false);
  });

  it('keeps every printable character, surrogate pairs and line breaks', () => {
    expect(isSafeText('')).toBe(true);
    expect(isSafeText('Ünïcödé – “quotes” 日本語 🎨\u00a0\u200b')).toBe(true);
    expect(isSafeText('line one\r\nline two\tand a tab')).toBe(true);
  });
});

describe('safeText', () => {
  it('answers one message for an unsafe character, even when other rules fail too', () => {
    const schema = safeText().trim().min(5, FORM_MESSAGES.noName).max(6, FORM_MESSAGES.tooLong);
    expect(messages(schema.safeParse('\u0000'))).toEqual([FORM_MESSAGES.invalidCharacters]);
    expect(messages(schema.safeParse('x'.repeat(9) + '\u0007'))).toEqual([
      FORM_MESSAGES.invalidCharacters,
    ]);
  });

  it('works like z.string() for safe text', () => {
    const schema = safeText({ error: FORM_MESSAGES.noName }).trim().max(6, FORM_MESSAGES.tooLong);
    expect(schema.parse('  Ada\t ')).toBe('Ada');
    expect(messages(schema.safeParse('Ada Lovelace'))).toEqual([FORM_MESSAGES.tooLong]);
    expect(messages(schema.safeParse(42))).toEqual([FORM_MESSAGES.noName]);
  });
});

describe('the one e-mail rule', () => {
  it('refuses control characters and lone surrogates in account and contact e-mails alike', () => {
    for (const bad of ['\u0000', '\u0007', '\u0085', '\ud800']) {
      const address = `ada${bad}@example.com`;
      expect(messages(emailSchema.safeParse(address))).toEqual([FORM_MESSAGES.invalidCharacters]);
      expect(messages(contactEmailSchema.safeParse(address))).toEqual([
        FORM_MESSAGES.invalidCharacters,
      ]);
    }
  });

  it('judges an address the same way for accounts and contacts', () => {
    for (const [address, valid] of [
      ['ada@example.com', true],
      [' Ada@Example.COM ', true],
      ['ada@example', false],
      ['ada @example.com', false],
      ['@example.com', false],
      [`${'a'.repeat(250)}@example.com`, false],
    ] as const) {
      expect(emailSchema.safeParse(address).success, address).toBe(valid);
      expect(contactEmailSchema.safeParse(address).success, address).toBe(valid);
    }
    // A contact may have no e-mail; an account may not.
    expect(contactEmailSchema.safeParse('').success).toBe(true);
    expect(messages(emailSchema.safeParse(''))[0]).toBe(FORM_MESSAGES.noEmail);
  });
});
