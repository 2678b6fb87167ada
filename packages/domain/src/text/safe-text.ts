import { z } from 'zod';
import { FORM_MESSAGES } from '../messages/form-messages';

/**
 * A control character other than tab, line feed and carriage return (C0, DEL and C1), or a
 * UTF-16 surrogate that is not half of a pair. PostgreSQL refuses U+0000 outright, and a lone
 * surrogate would be stored as U+FFFD, silently changing what was typed (docs/decisions/019).
 */
const UNSAFE_CHARACTER = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;

/** True when the text holds nothing but characters that can be stored and shown as typed. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_CHARACTER.test(value);
}

/**
 * The one builder of every text the API or a form takes: `z.string()` that refuses unsafe
 * characters first (and stops there, so the field shows that one message). Chain `.trim()`,
 * `.min()`, `.max()` and `.regex()` on it as on `z.string()`.
 */
export function safeText(params?: { error?: string }) {
  return z
    .string(params)
    .refine(isSafeText, { message: FORM_MESSAGES.invalidCharacters, abort: true });
}
