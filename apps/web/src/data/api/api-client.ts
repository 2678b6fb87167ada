import type { z } from 'zod';
import { archiveAccessOf } from '@archive/domain/billing/archive-access';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { User } from '@archive/domain/user/user.schema';
import type { ErrorBody } from '../http/api-error';
import { createHttpClient } from '../http/http-client';
import type { Endpoint, HttpClient, HttpRequest } from '../http/http-client';
import { clearSession, getSession, updateSessionUser } from '../session/session-store';

export { ApiError, isApiError, isOfflineError } from '../http/api-error';

/** The stored user, its plan taken away: the server's word when it cannot be asked again. */
function withoutPlan(user: User): User {
  if (archiveAccessOf(user.account) !== 'write') return user;
  return { ...user, account: { ...user.account, accessLevel: 0, activePlan: 'none' } };
}

async function refreshAfterPlanRequired(): Promise<void> {
  let fresh: User | null = null;
  try {
    // Loaded here, not with this module: the account contract builds the sign-in answer's
    // schemas, which the first screen does not need (issue 37).
    const { AUTH_CONTRACT } = await import('@archive/domain/contract/auth.contract');
    fresh = (await callApi(AUTH_CONTRACT.me)).user;
  } catch {
    // Offline, or the session ended (a 401 has cleared it): decide from the refusal alone.
  }
  const session = getSession();
  if (session) updateSessionUser(fresh ?? withoutPlan(session.user));
}

let following: Promise<void> | null = null;

/**
 * After a PLAN_REQUIRED answer, from any call: the stored user is older than the server's
 * word, so it is brought up to date (GET /v1/me) and the route guards (app/guards.tsx) send
 * the person to /pay, or to /expired-payment-method when the last payment failed. Calls that
 * meet it together share one refresh.
 */
export function followPlanRequired(): Promise<void> {
  following ??= refreshAfterPlanRequired().finally(() => {
    following = null;
  });
  return following;
}

/** The online calls' reading of an answer not in the one error shape: the generic message. */
export function unreadableAsGeneric(): ErrorBody['error'] {
  return { code: 'INTERNAL', message: API_MESSAGES.generic };
}

/**
 * The browser's calls over the one HTTP core (data/http): the same origin, the session's token,
 * a 401 ends the session here, a PLAN_REQUIRED refreshes the user; an answer that is not in
 * the one error shape reads as the generic message.
 */
export const browserHttp: HttpClient = createHttpClient({
  baseUrl: '',
  getToken: () => getSession()?.token ?? null,
  onUnauthorized: clearSession,
  onPlanRequired: followPlanRequired,
  unreadable: unreadableAsGeneric,
});

/** Calls a contract endpoint from the browser and checks its answer. */
export function callApi<Schema extends z.ZodType>(
  endpoint: Endpoint<Schema>,
  request: HttpRequest = {},
): Promise<z.infer<Schema>> {
  return browserHttp.call(endpoint, request);
}
