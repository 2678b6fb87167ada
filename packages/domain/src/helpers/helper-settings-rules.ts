import type { UpdateSettingsBody } from './helpers.schema';
import type { UserSettings } from './user-settings.schema';

/**
 * The rules of the helpers seen (decision 040), apart from their schemas: the web app applies
 * them on its first screens, which build no schema (issue 37), and the server merges by them.
 */

/** The named walkthroughs of the guided tutorial; each runs once per user. */
export const WALKTHROUGH_IDS = ['first-artwork', 'contacts', 'exports', 'offline'] as const;
export type WalkthroughId = (typeof WALKTHROUGH_IDS)[number];

/** The two product tours of spec section 1. */
export const TOUR_IDS = ['white-label-exports', '3d-exhibition'] as const;
export type TourId = (typeof TOUR_IDS)[number];

export const HELPER_IDS_MAX = 64;

/** The key under which a remote alert counts as seen, among the tours seen (decision 040). */
export function alertSeenKey(id: string): string {
  return `alert_${id.replace(/-/g, '').slice(0, 34)}`;
}

/** `alert_` and the alert's id without its hyphens (what alertSeenKey makes of a UUID). */
export const ALERT_SEEN_KEY_PATTERN = /^alert_[0-9a-f]{32}$/;

export function isWalkthroughId(value: string): value is WalkthroughId {
  return (WALKTHROUGH_IDS as readonly string[]).includes(value);
}
/** A name toursSeen takes: a product tour's, or a remote alert's seen key. */
export function isTourSeenKey(value: string): boolean {
  return (TOUR_IDS as readonly string[]).includes(value) || ALERT_SEEN_KEY_PATTERN.test(value);
}

/** Compares two versions number by number (1.10 after 1.9); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Adds `added` to `kept` (no repeats, kept's order first), at most HELPER_IDS_MAX ids. */
export function mergeHelperIds<T extends string>(
  kept: readonly T[],
  added: readonly T[] = [],
): T[] {
  return [...new Set([...kept, ...added])].slice(0, HELPER_IDS_MAX);
}

/** The higher of two versions ('' is lower than any). */
export function laterVersion(a: string, b: string | undefined): string {
  if (b === undefined || b === '') return a;
  if (a === '') return b;
  return compareVersions(b, a) > 0 ? b : a;
}

/** Applies a settings change the way the server does (the web applies it locally first). */
export function mergeSettings(settings: UserSettings, change: UpdateSettingsBody): UserSettings {
  return {
    ...settings,
    defaultCurrency: change.defaultCurrency ?? settings.defaultCurrency,
    walkthroughsDone: mergeHelperIds(settings.walkthroughsDone, change.walkthroughsDone),
    toursSeen: mergeHelperIds(settings.toursSeen, change.toursSeen),
    changelogVersionSeen: laterVersion(settings.changelogVersionSeen, change.changelogVersionSeen),
  };
}
