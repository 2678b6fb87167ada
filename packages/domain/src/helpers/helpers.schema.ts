import { z } from 'zod';
import { CURRENCIES } from '../artworks/money';
import { safeText } from '../text/safe-text';
import {
  ALERT_SEEN_KEY_PATTERN,
  HELPER_IDS_MAX,
  TOUR_IDS,
  WALKTHROUGH_IDS,
} from './helper-settings-rules';
import { userSettingsSchema, type UserSettings } from './user-settings.schema';

export { userSettingsSchema, type UserSettings };
export {
  TOUR_IDS,
  WALKTHROUGH_IDS,
  alertSeenKey,
  compareVersions,
  isTourSeenKey,
  isWalkthroughId,
  laterVersion,
  mergeHelperIds,
  mergeSettings,
  type TourId,
  type WalkthroughId,
} from './helper-settings-rules';

/**
 * The helpers of spec section 1 (guided walkthroughs, product tours, the feature changelog,
 * remote alerts) and the events the app records (docs/decisions/040-helpers-settings.md).
 */

const alertSeenKeySchema = z.string().regex(ALERT_SEEN_KEY_PATTERN);
const tourSeenSchema = z.union([z.enum(TOUR_IDS), alertSeenKeySchema]);

/** A version as the changelog names them: 1.5, 1.7, 2.0.1. */
export const versionSchema = z
  .string()
  .max(20)
  .regex(/^\d{1,4}(\.\d{1,4}){1,2}$/);

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
