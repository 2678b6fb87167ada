import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_RETRY_DELAY_MS } from '@archive/domain/images/image-limits';
import { scheduleLoadRetry } from './load-retry';

describe('retrying an image that failed to load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again 3 s after the error while online', () => {
    const retry = vi.fn();
    scheduleLoadRetry(retry, { isOnline: () => true, events: new EventTarget() });
    vi.advanceTimersByTime(IMAGE_RETRY_DELAY_MS - 1);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(IMAGE_RETRY_DELAY_MS).toBe(3000);
  });

  it('waits for the device to come back online, then tries once', () => {
    const retry = vi.fn();
    const events = new EventTarget();
    scheduleLoadRetry(retry, { isOnline: () => false, events });
    vi.advanceTimersByTime(60_000);
    expect(retry).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('online'));
    events.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the picture left the screen)', () => {
    const retry = vi.fn();
    const events = new EventTarget();
    scheduleLoadRetry(retry, { isOnline: () => true, events })();
    scheduleLoadRetry(retry, { isOnline: () => false, events })();
    vi.advanceTimersByTime(IMAGE_RETRY_DELAY_MS);
    events.dispatchEvent(new Event('online'));
    expect(retry).not.toHaveBeenCalled();
  });
});
