import { z } from 'zod';
import { collectionSchema } from '@archive/domain/auth/collection.schema';
import { userSchema } from '@archive/domain/user/user.schema';
import type { User } from '@archive/domain/user/user.schema';
import { onStoredChange, readStored, removeStored, writeStored } from '../storage/local-storage';

const KEY = 'session';

const sessionSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
  collections: z.array(collectionSchema),
  lastSyncDate: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

type Listener = () => void;
const listeners = new Set<Listener>();

function load(): Session | null {
  const parsed = sessionSchema.safeParse(readStored(KEY));
  return parsed.success ? parsed.data : null;
}

let current: Session | null = load();

function publish(next: Session | null): void {
  current = next;
  if (next) writeStored(KEY, next);
  else removeStored(KEY);
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const stop = onStoredChange(KEY, () => {
    current = load();
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

/** Replaces the stored user (after an edit or a refresh); the token stays the session's own. */
export function updateSessionUser(user: User): void {
  if (!current) return;
  publish({ ...current, user });
}

export function clearSession(): void {
  publish(null);
}
