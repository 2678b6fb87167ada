import type { EventName } from '@archive/domain/helpers/helpers.schema';
import { getSession } from '../session/session-store';

/**
 * Records an error or an analytics event in our own table (POST /v1/events, decision 041),
 * for a signed-in user. Failures are only logged: an event is never worth an error shown.
 * The sender and its contract load only when an event is recorded: the error screen that
 * calls this is in the first load of every page.
 */
export function recordEvent(name: EventName, message = '', detail = ''): void {
  if (!getSession()) return;
  import('./event-sender')
    .then(({ sendEvent }) => {
      sendEvent(name, message, detail);
    })
    .catch((error: unknown) => {
      console.info('Event not recorded', error);
    });
}
