import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import { getSession, updateSessionUser } from '../../data/session/session-store';

/** The saved organisation becomes the session user's, so every screen and reload sees it. */
export function keepOrganisation(organisation: Organisation): void {
  const session = getSession();
  if (session) updateSessionUser({ ...session.user, organisation });
}
