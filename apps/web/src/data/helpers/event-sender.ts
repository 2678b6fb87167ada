import { HELPERS_CONTRACT } from '@archive/domain/contract/helpers.contract';
import {
  EVENT_DETAIL_MAX,
  EVENT_MESSAGE_MAX,
  type EventName,
} from '@archive/domain/helpers/helpers.schema';
import { isSafeText } from '@archive/domain/text/safe-text';
import { callApi } from '../api/api-client';

function clean(text: string, max: number): string {
  const cut = text.slice(0, max);
  // The server refuses unsafe characters: drop them one by one rather than lose the event.
  return isSafeText(cut)
    ? cut
    : Array.from(cut)
        .filter((character) => isSafeText(character))
        .join('');
}

/** Sends one event (loaded only when one is recorded: see app-events.ts). */
export function sendEvent(name: EventName, message: string, detail: string): void {
  callApi(HELPERS_CONTRACT.recordEvents, {
    body: {
      events: [
        {
          name,
          message: clean(message, EVENT_MESSAGE_MAX),
          detail: clean(detail, EVENT_DETAIL_MAX),
          screen: clean(window.location.pathname, 200),
        },
      ],
    },
  }).catch((error: unknown) => {
    console.info('Event not recorded', error);
  });
}
