import { z } from 'zod';
import { CURRENCIES } from '../artworks/money';
import { safeText } from '../text/safe-text';
import { userSettingsSchema, type UserSettings } from './user-settings.schema';

export { userSettingsSchema, type UserSettings };

/**
 * The helpers of spec section 1 (guided walkthroughs, product tours, the feature changelog,
 * remote alerts) and the events the app records (docs/decisions/040-helpers-settings.md).
 */

/** The named walkthroughs of the guided tutorial; each runs once per user. */
export const WALKTHROUGH_IDS = ['first-artwork', 'contacts', 'exports', 'offline'] as const;
export type WalkthroughId = (typeof WALKTHROUGH_IDS)[number];

/** The two product tours of spec section 1. */
export const TOUR_IDS = ['white-label-exports', '3d-exhibition'] as const;
export type TourId = (typeof TOUR_IDS)[number];

const HELPER_IDS_MAX = 64;

/** The key under which a remote alert counts as seen, among the tours seen (decision 040). */
export function alertSeenKey(id: string): string {
  return `alert_${id.replace(/-/g, '').slice(0, 34)}`;
}
/** `alert_` and the alert's id without its hyphens (what alertSeenKey makes of a UUID). */
const alertSeenKeySchema = z.string().regex(/^alert_[0-9a-f]{32}$/);
const tourSeenSchema = z.union([z.enum(TOUR_IDS), alertSeenKeySchema]);

export function isWalkthroughId(value: string): value is WalkthroughId {
  return (WALKTHROUGH_IDS as readonly string[]).includes(value);
}
/** A name toursSeen takes: a product tour's, or a remote alert's seen key. */
export function isTourSeenKey(value: string): boolean {
  return tourSeenSchema.safeParse(value).success;
}

/** A version as the changelog names them: 1.5, 1.7, 2.0.1. */
export const versionSchema = z
  .string()
  .max(20)
  .regex(/^\d{1,4}(\.\d{1,4}){1,2}$/);

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

/**
 * PATCH /v1/user/settings: merged, never replaced. Ids are added to what the server keeps
 * and the changelog version only ever goes up, so a change queued offline on one device
 * and sent late cannot undo what another device recorded, and sending it twice is harmless.
 */
export const updateSettingsBodySchema = z
  .strictObject({
    defaultCurrency: z.enum(CURRENCIES).optional(),
    walkthroughsDone: z.array(z.enum(WALKTHROUGH_IDS)).max(HELPER_IDS_MAX).optional(),
    toursSeen: z.array(tourSeenSchema).max(HELPER_IDS_MAX).optional(),
    changelogVersionSeen: versionSchema.optional(),
  })
  .refine(
    (value) =>
      value.defaultCurrency !== undefined ||
      value.walkthroughsDone !== undefined ||
      value.toursSeen !== undefined ||
      value.changelogVersionSeen !== undefined,
    { message: 'Send at least one setting' },
  );
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;

export const settingsResponseSchema = z.object({ settings: userSettingsSchema });

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

/** Remote alerts (spec section 7, GET /v1/getRemoteAlerts/web). */
export const ALERT_PLATFORMS = ['web'] as const;
export const ALERT_LEVELS = ['info', 'warning', 'critical'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
export const ALERT_TITLE_MAX = 120;
export const ALERT_BODY_MAX = 2000;

export const remoteAlertSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  level: z.enum(ALERT_LEVELS),
  from: z.string(),
  until: z.string().nullable(),
});
export type RemoteAlert = z.infer<typeof remoteAlertSchema>;
export const remoteAlertsParamsSchema = z.strictObject({ platform: z.enum(ALERT_PLATFORMS) });
export const remoteAlertsResponseSchema = z.object({ alerts: z.array(remoteAlertSchema) });

/**
 * Events the app records in our own table (spec sections 1 and 8: errors and analytics
 * events such as a failed payment). A closed list, so nothing else can be logged by a client.
 */
export const EVENT_NAMES = [
  'error',
  'payment_failed',
  'subscription_failed',
  'sync_failed',
  'walkthrough_done',
  'tour_seen',
  'changelog_seen',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];
export const EVENT_MESSAGE_MAX = 500;
export const EVENT_DETAIL_MAX = 2000;
export const EVENTS_PER_CALL_MAX = 20;

export const appEventSchema = z.strictObject({
  name: z.enum(EVENT_NAMES),
  /** A short human line (an error's message). */
  message: safeText().max(EVENT_MESSAGE_MAX).default(''),
  /** More of it (a stack, a screen); cut by the client, refused past the limit. */
  detail: safeText().max(EVENT_DETAIL_MAX).default(''),
  /** The screen's path, without its query. */
  screen: safeText().max(200).default(''),
});
export type AppEvent = z.input<typeof appEventSchema>;
export const recordEventsBodySchema = z.strictObject({
  events: z.array(appEventSchema).min(1).max(EVENTS_PER_CALL_MAX),
});
export const recordEventsResponseSchema = z.object({ recorded: z.number().int() });
