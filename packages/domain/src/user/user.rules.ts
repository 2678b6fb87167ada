/**
 * Whether `next` (an address as emailSchema leaves it: trimmed, lower case) moves the account
 * away from `current`. Such a change needs the current password (decision 021).
 */
export function isEmailChange(current: string, next: string | undefined): boolean {
  return next !== undefined && next !== current.toLowerCase();
}
