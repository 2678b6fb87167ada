import { afterEach, describe, expect, it } from 'vitest';
import { listenForReplays, requestReplay } from './replay-request';

describe('Help menu replay requests', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
  });

  it('keeps a request made before the helpers host listens and hands it over once', () => {
    requestReplay('changelog');
    const heard: string[] = [];
    stop = listenForReplays((helper) => heard.push(helper));
    expect(heard).toEqual(['changelog']);
    stop();
    stop = listenForReplays((helper) => heard.push(helper));
    expect(heard).toEqual(['changelog']);
  });

  it('delivers at once while the host listens, and keeps only the last choice while it does not', () => {
    const heard: string[] = [];
    stop = listenForReplays((helper) => heard.push(helper));
    requestReplay('contacts');
    expect(heard).toEqual(['contacts']);
    stop();
    requestReplay('exports');
    requestReplay('first-artwork');
    stop = listenForReplays((helper) => heard.push(helper));
    expect(heard).toEqual(['contacts', 'first-artwork']);
  });
});
