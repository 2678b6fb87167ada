import type { User } from '@archive/domain/user/user.schema';
import { sameValue } from '@archive/domain/sync/same-value';
import { onStoredChange, readStored, removeStored, writeStored } from '../storage/local-storage';
import type { Session } from './session.schema';

export type { Session };

const KEY = 'session';

/**
 * This build's stamp on the sessions it keeps (build/stored-shapes.ts). A session is kept only
 * after this build checked it (start-session.ts, the contracts' answers), so one stamped so is
 * read as it is, without building the session's schema on every first load (issue 37).
 */
const STAMP = import.meta.env.VITE_STORED_SHAPES ?? 'unbuilt';

interface Stamped extends Session {
  storedBy: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function isStampedByThisBuild(stored: unknown): stored is Stamped {
  return (
    typeof stored === 'object' &&
    stored !== null &&
    'storedBy' in stored &&
    stored.storedBy === STAMP
  );
}

let current: Session | null = null;
/** A stored session of another build being checked with the schema; null when none is. */
let checking: Promise<void> | null = null;

/** Reads the stored session; one of another build is checked with its schema, loaded now. */
function load(): void {
  const stored = readStored(KEY);
  if (stored === undefined) {
    current = null;
    return;
  }
  if (isStampedByThisBuild(stored)) {
    current = stored;
    return;
  }
  current = null;
  const check = import('./session.schema').then(
    ({ checkStoredSession }) => {
      if (checking !== check) return;
      checking = null;
      publish(checkStoredSession(stored));
    },
    () => {
      // The schema's chunk could not load (offline before it was ever cached): the stored
      // session stays for the next start, and this one asks to sign in.
      if (checking === check) checking = null;
      for (const listener of listeners) listener();
    },
  );
  checking = check;
}

load();

function publish(next: Session | null): void {
  current = next;
  checking = null;
  if (next) writeStored(KEY, { ...next, storedBy: STAMP } satisfies Stamped);
  else removeStored(KEY);
  for (const listener of listeners) listener();
}

/**
 * Settles once the stored session is known: at once when this build stored it, else after its
 * check (the first start after an update). The app draws its first screen after it, so a
 * signed-in person is never sent to the sign-in page while the check runs.
 */
export function whenStoredSessionChecked(): Promise<void> | null {
  return checking;
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const stop = onStoredChange(KEY, () => {
    load();
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** Keeps a new signed-in session (see start-session.ts, which checks the sign-in answer). */
export function keepSession(session: Session): void {
  publish(session);
}

/**
 * Replaces the stored user (after an edit or a refresh); the token stays the session's own. The
 * same user again (the refresh at every start, most often) changes nothing: told, every screen
 * reading the session drew itself again, in one blocking task as the list opened (issue 37).
 */
export function updateSessionUser(user: User): void {
  if (!current || sameValue(current.user, user)) return;
  publish({ ...current, user });
}

export function clearSession(): void {
  publish(null);
}
