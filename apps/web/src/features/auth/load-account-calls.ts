import { offlineError } from '../../data/http/api-error';
import type * as AccountCallsModule from './account-calls';

type AccountCalls = typeof AccountCallsModule;

let loading: Promise<AccountCalls> | null = null;

/**
 * The sign-in page's account calls, loaded when the person reaches the form rather than with
 * the page: their contract builds the sign-in answer's schemas (share records and their
 * works), CPU a phone would otherwise spend while the page loads (issue 37). A load that
 * fails is a lost connection, and is tried again on the next call.
 */
export function loadAccountCalls(): Promise<AccountCalls> {
  loading ??= import('./account-calls').catch((cause: unknown) => {
    loading = null;
    throw offlineError(cause);
  });
  return loading;
}
