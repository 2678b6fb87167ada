import {
  recordEventsBodySchema,
  recordEventsResponseSchema,
  remoteAlertsParamsSchema,
  remoteAlertsResponseSchema,
  settingsResponseSchema,
  updateSettingsBodySchema,
} from '../helpers/helpers.schema';

/** The helpers' calls (spec sections 1 and 7; docs/decisions/040 and 041). */
export const HELPERS_CONTRACT = {
  /** Walkthroughs done, tours seen, changelog version seen: merged (decision 040). */
  updateSettings: {
    method: 'PATCH',
    path: '/v1/user/settings',
    operationId: 'updateHelperSettings',
    summary: 'Merge the helper settings',
    body: updateSettingsBodySchema,
    response: settingsResponseSchema,
    public: false,
  },
  /** The active remote alerts; the spec names it without authorisation. */
  remoteAlerts: {
    method: 'GET',
    path: '/v1/getRemoteAlerts/:platform',
    operationId: 'listRemoteAlerts',
    summary: "A platform's active remote alerts",
    params: remoteAlertsParamsSchema,
    response: remoteAlertsResponseSchema,
    public: true,
  },
  /** Errors and analytics events, kept in our own table (decision 041). */
  recordEvents: {
    method: 'POST',
    path: '/v1/events',
    operationId: 'recordEvents',
    summary: 'Record errors and analytics events',
    body: recordEventsBodySchema,
    response: recordEventsResponseSchema,
    public: false,
  },
} as const;
