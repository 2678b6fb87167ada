/** Spec sections 2 and 6: every signed-in route needs this access level and an active plan. */
export const ARCHIVE_ACCESS_LEVEL = 1;

/**
 * What an account may do with its archive (docs/decisions/022-paywall.md):
 * - `none`: no active plan (never subscribed, cancelled and past its period, incomplete);
 * - `read`: a plan whose last charge failed (PAST_DUE): read, sync and export, fix the card;
 * - `write`: a trial or a paid plan, cancelled or not, until its period ends.
 */
export type ArchiveAccess = 'none' | 'read' | 'write';

/** The account fields of the user answer that decide the access (user.schema.ts). */
export interface AccountStanding {
  activePlan: string;
  accessLevel: number;
  paymentStatus: string;
}

export function archiveAccessOf(account: AccountStanding): ArchiveAccess {
  if (account.accessLevel < ARCHIVE_ACCESS_LEVEL || account.activePlan === 'none') return 'none';
  return account.paymentStatus === 'PAST_DUE' ? 'read' : 'write';
}
