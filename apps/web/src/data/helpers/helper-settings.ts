import {
  isTourSeenKey,
  isWalkthroughId,
  laterVersion,
  mergeHelperIds,
  mergeSettings,
  type WalkthroughId,
} from '@archive/domain/helpers/helper-settings-rules';
import type { UpdateSettingsBody } from '@archive/domain/helpers/helpers.schema';
import type { User } from '@archive/domain/user/user.schema';
import { callApi } from '../api/api-client';
import { getSession, updateSessionUser } from '../session/session-store';
import { readStored, removeStored, writeStored } from '../storage/local-storage';

/**
 * The helpers seen, kept with the user (docs/decisions/040-helpers-settings.md). A change is
 * applied to the stored user at once, so a helper never shows twice on this device, and kept
 * as pending until PATCH /v1/user/settings took it: sent now when online, else when the
 * browser is back online or the app starts. The server merges (ids added, version only up),
 * so sending a change twice or late is harmless. The outbox is for synced records (artworks,
 * contacts) and their conflicts; settings need neither.
 */
interface Pending {
  walkthroughsDone: WalkthroughId[];
  toursSeen: string[];
  changelogVersionSeen: string;
}

function keyOf(userId: string): string {
  return `helpers.pending.${userId}`;
}

function readPending(userId: string): Pending {
  const stored = readStored(keyOf(userId)) as Partial<Pending> | undefined;
  return {
    // A name an older app stored and the server no longer takes is dropped here, so it is
    // never sent (a 400 that would repeat forever) nor kept.
    walkthroughsDone: Array.isArray(stored?.walkthroughsDone)
      ? stored.walkthroughsDone.filter(isWalkthroughId)
      : [],
    toursSeen: Array.isArray(stored?.toursSeen) ? stored.toursSeen.filter(isTourSeenKey) : [],
    changelogVersionSeen:
      typeof stored?.changelogVersionSeen === 'string' ? stored.changelogVersionSeen : '',
  };
}

function isEmpty(pending: Pending): boolean {
  return (
    pending.walkthroughsDone.length === 0 &&
    pending.toursSeen.length === 0 &&
    pending.changelogVersionSeen === ''
  );
}

function asBody(pending: Pending): UpdateSettingsBody {
  const { walkthroughsDone, toursSeen } = pending;
  return {
    ...(walkthroughsDone.length > 0 ? { walkthroughsDone } : {}),
    ...(toursSeen.length > 0 ? { toursSeen } : {}),
    ...(pending.changelogVersionSeen === ''
      ? {}
      : { changelogVersionSeen: pending.changelogVersionSeen }),
  };
}

/** The user with this device's unsent changes applied (a fresh GET /v1/me may predate them). */
export function withPendingSettings(user: User): User {
  const pending = readPending(user.id);
  if (isEmpty(pending)) return user;
  return { ...user, settings: mergeSettings(user.settings, asBody(pending)) };
}

let sending: Promise<void> | null = null;

async function send(): Promise<void> {
  const session = getSession();
  if (!session) return;
  const userId = session.user.id;
  const pending = readPending(userId);
  if (isEmpty(pending)) return;
  // Loaded here: the contract builds schemas the first screens do not need (issue 37).
  const { HELPERS_CONTRACT } = await import('@archive/domain/contract/helpers.contract');
  const { settings } = await callApi(HELPERS_CONTRACT.updateSettings, { body: asBody(pending) });
  // Only what was sent is done: a change made meanwhile stays pending.
  const now = readPending(userId);
  const left: Pending = {
    walkthroughsDone: now.walkthroughsDone.filter((id) => !settings.walkthroughsDone.includes(id)),
    toursSeen: now.toursSeen.filter((id) => !settings.toursSeen.includes(id)),
    changelogVersionSeen:
      laterVersion(settings.changelogVersionSeen, now.changelogVersionSeen) ===
      settings.changelogVersionSeen
        ? ''
        : now.changelogVersionSeen,
  };
  if (isEmpty(left)) removeStored(keyOf(userId));
  else writeStored(keyOf(userId), left);
  const current = getSession();
  if (current?.user.id === userId) {
    updateSessionUser(withPendingSettings({ ...current.user, settings }));
  }
}

/** Sends this device's unsent helper changes; failures wait for the next try (only logged). */
export function flushHelperSettings(): Promise<void> {
  sending ??= send()
    .catch((error: unknown) => {
      console.info('Helper settings not sent yet', error);
    })
    .finally(() => {
      sending = null;
    });
  return sending;
}

/** Records helpers as seen: here at once, on the server now or when next online. */
export function recordHelpers(change: UpdateSettingsBody): void {
  const session = getSession();
  if (!session) return;
  const pending = readPending(session.user.id);
  writeStored(keyOf(session.user.id), {
    walkthroughsDone: mergeHelperIds(pending.walkthroughsDone, change.walkthroughsDone),
    toursSeen: mergeHelperIds(pending.toursSeen, change.toursSeen),
    changelogVersionSeen: laterVersion(pending.changelogVersionSeen, change.changelogVersionSeen),
  } satisfies Pending);
  updateSessionUser({ ...session.user, settings: mergeSettings(session.user.settings, change) });
  if (navigator.onLine) void flushHelperSettings();
}
