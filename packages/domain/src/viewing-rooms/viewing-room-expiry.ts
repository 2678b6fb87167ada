/**
 * A viewing room's closing time must lie ahead when it is set: a room made already closed is a
 * mistake, not a wish. The form checks it as the owner types, the API again when it saves
 * (its clock may be ahead of the device's). A date that is not one never lies ahead.
 */
export function expiryLiesAhead(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}
