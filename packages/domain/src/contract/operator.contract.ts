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
 * authorised by it (`Authorization: Bearer <token>`), never by a user's session: `public` to
 * the session guard, `security: 'operator'` in the OpenAPI document.
 */
export const OPERATOR_CONTRACT = {
  listAlerts: {
    method: 'GET',
    path: '/v1/operator/alerts',
    operationId: 'listOperatorAlerts',
    summary: 'Every remote alert',
    response: operatorAlertsResponseSchema,
    public: true,
    security: 'operator',
  },
  addAlert: {
    method: 'POST',
    path: '/v1/operator/alerts',
    operationId: 'addOperatorAlert',
    summary: 'Add a remote alert',
    body: addAlertBodySchema,
    response: alertResponseSchema,
    public: true,
    security: 'operator',
  },
  endAlert: {
    method: 'DELETE',
    path: '/v1/operator/alerts/:id',
    operationId: 'endOperatorAlert',
    summary: 'End a remote alert',
    params: alertIdParamsSchema,
    response: endAlertResponseSchema,
    public: true,
    security: 'operator',
  },
  listEvents: {
    method: 'GET',
    path: '/v1/operator/events',
    operationId: 'listOperatorEvents',
    summary: 'The latest recorded events',
    querystring: operatorEventsQuerySchema,
    response: operatorEventsResponseSchema,
    public: true,
    security: 'operator',
  },
} as const;
