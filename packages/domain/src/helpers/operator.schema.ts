import { z } from 'zod';
import { safeText } from '../text/safe-text';
import {
  ALERT_BODY_MAX,
  ALERT_LEVELS,
  ALERT_TITLE_MAX,
  EVENT_NAMES,
  remoteAlertSchema,
} from './helpers.schema';

/**
 * The operator's calls (docs/decisions/047-operator-calls.md): there is no admin screen, so
 * remote alerts and the app's events are managed over HTTP with the OPERATOR_TOKEN.
 */

/** The shortest OPERATOR_TOKEN the server starts with (as FILES_SIGNING_SECRET). */
export const OPERATOR_TOKEN_MIN_LENGTH = 32;
/** How long the app's events are kept. */
export const EVENTS_KEPT_DAYS = 90;
export const OPERATOR_EVENTS_LIMIT_MAX = 1000;

const instantSchema = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });

export const addAlertBodySchema = z
  .strictObject({
    title: safeText().trim().min(1).max(ALERT_TITLE_MAX),
    body: safeText().trim().min(1).max(ALERT_BODY_MAX),
    level: z.enum(ALERT_LEVELS).default('info'),
    /** When it starts showing; now when left out. */
    from: instantSchema.optional(),
    /** When it stops; until ended when left out. */
    until: instantSchema.optional(),
  })
  .refine(
    (alert) =>
      alert.until === undefined ||
      alert.from === undefined ||
      Date.parse(alert.until) > Date.parse(alert.from),
    { message: 'must be after from', path: ['until'] },
  );
export type AddAlertBody = z.input<typeof addAlertBodySchema>;

export const operatorAlertSchema = remoteAlertSchema.extend({ platform: z.string() });
export type OperatorAlert = z.infer<typeof operatorAlertSchema>;
export const alertResponseSchema = z.object({ alert: remoteAlertSchema });
export const operatorAlertsResponseSchema = z.object({ alerts: z.array(operatorAlertSchema) });
export const alertIdParamsSchema = z.strictObject({ id: z.uuid() });
export const endAlertResponseSchema = z.object({ ended: z.literal(true) });

export const operatorEventsQuerySchema = z.strictObject({
  name: z.enum(EVENT_NAMES).optional(),
  limit: z.coerce.number().int().min(1).max(OPERATOR_EVENTS_LIMIT_MAX).default(50),
});
export const storedEventSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  message: z.string(),
  detail: z.string(),
  screen: z.string(),
  createdAt: z.string(),
});
export type StoredEventView = z.infer<typeof storedEventSchema>;
export const operatorEventsResponseSchema = z.object({ events: z.array(storedEventSchema) });
