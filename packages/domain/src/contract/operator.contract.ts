import {
  addAlertBodySchema,
  alertIdParamsSchema,
  alertResponseSchema,
  endAlertResponseSchema,
  operatorAlertsResponseSchema,
  operatorEventsQuerySchema,
  operatorEventsResponseSchema,
} from '../helpers/operator.schema';

/**
 * The operator's calls (decision 047): registered only when OPERATOR_TOKEN is set, and
 * authorised by it (`Authorization: Bearer <token>`), never by a user's session.
 */
export const OPERATOR_CONTRACT = {
  listAlerts: {
    method: 'GET',
    path: '/v1/operator/alerts',
    response: operatorAlertsResponseSchema,
  },
  addAlert: {
    method: 'POST',
    path: '/v1/operator/alerts',
    body: addAlertBodySchema,
    response: alertResponseSchema,
  },
  endAlert: {
    method: 'DELETE',
    path: '/v1/operator/alerts/:id',
    params: alertIdParamsSchema,
    response: endAlertResponseSchema,
  },
  listEvents: {
    method: 'GET',
    path: '/v1/operator/events',
    querystring: operatorEventsQuerySchema,
    response: operatorEventsResponseSchema,
  },
} as const;
