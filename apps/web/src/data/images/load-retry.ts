import { IMAGE_RETRY_DELAY_MS } from '@archive/domain/images/image-limits';

export interface RetryEnvironment {
  isOnline: () => boolean;
  /** Where the 'online' event arrives (window in the browser). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

function browserEnvironment(): RetryEnvironment {
  return {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    events: globalThis,
  };
}

/**
 * Calls `retry` once: after IMAGE_RETRY_DELAY_MS when online, else when the device is back
 * online (the files host cannot answer before). Answers a function that cancels it.
 */
export function scheduleLoadRetry(
  retry: () => void,
  environment: RetryEnvironment = browserEnvironment(),
): () => void {
  if (environment.isOnline()) {
    const timer = setTimeout(retry, IMAGE_RETRY_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }
  const { events } = environment;
  const handleOnline = () => {
    retry();
  };
  events.addEventListener('online', handleOnline, { once: true });
  return () => {
    events.removeEventListener('online', handleOnline);
  };
}
