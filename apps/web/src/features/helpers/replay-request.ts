/**
 * The Help menu's "show it again" requests. The helpers host loads apart from the first load
 * (app-layout.tsx), so a choice made before its chunk arrives (a new device, a slow phone) is
 * kept here and handed over when the host starts listening, instead of being lost as a window
 * event nobody heard. A module of its own: the top bar, in the first load, imports it.
 */
type ReplayListener = (helper: string) => void;

let listener: ReplayListener | null = null;
let pending: string | null = null;

/** Asks the helpers host to show a walkthrough (by id) or 'changelog' again. */
export function requestReplay(helper: string): void {
  if (listener === null) pending = helper;
  else listener(helper);
}

/** The host listens here; a request made before it did is delivered at once. */
export function listenForReplays(next: ReplayListener): () => void {
  listener = next;
  if (pending !== null) {
    const helper = pending;
    pending = null;
    next(helper);
  }
  return () => {
    if (listener === next) listener = null;
  };
}
