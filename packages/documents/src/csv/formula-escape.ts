/**
 * CSV injection (OWASP), for every spreadsheet locale (decision 046). A cell is text to us; to a
 * spreadsheet a cell whose first non-blank character is = + - @ (or their full-width forms) is
 * a formula. We write an apostrophe before such a character: spreadsheets show the text as typed
 * and never run it.
 *
 * Quotes protect a separator only in a program that splits on our separator (the comma). Much
 * of Europe opens CSV splitting on ';', others on tab, and they start a new cell there even
 * inside our quotes; a naive reader also starts a row at a line break. So the same apostrophe
 * goes before a formula character that follows any separator or line break inside a cell:
 * `x;=1+1;y` is written `x;'=1+1;y`.
 */

/** Spaces a spreadsheet skips before reading a formula: ASCII blanks, no-break and other Unicode spaces. */
const BLANK = '[\\s\\u00a0\\u1680\\u2000-\\u200b\\u202f\\u205f\\u3000\\ufeff]*';
/** = + - @ and their full-width forms (＝ ＋ － ＠), which some spreadsheets read as formulas too. */
const FORMULA = '[=+\\-@\\uff1d\\uff0b\\uff0d\\uff20]';
/** Where a cell may begin for a spreadsheet: the start, or after any separator or line break. */
const CELL_START = new RegExp(`(^|[,;\\t\\r\\n|])(${BLANK})(?=${FORMULA})`, 'g');

export function escapeFormulas(value: string): string {
  return value.replace(CELL_START, "$1$2'");
}
