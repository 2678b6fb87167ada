import { createHash, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '@archive/domain/app/durations';
import { OPERATOR_CONTRACT } from '@archive/domain/contract/operator.contract';
import { EVENTS_KEPT_DAYS } from '@archive/domain/helpers/operator.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import { contractRoute } from '../../lib/contract-route';

export interface OperatorOptions {
  /** OPERATOR_TOKEN; the module is registered only when it is set. */
  token: string;
}

const TAG = 'operator';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The bearer value of the request, whatever its shape (the token check judges it). */
function presented(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return '';
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

/**
 * The operator's calls (decision 047): remote alerts and the app's events, for a person with
 * OPERATOR_TOKEN and no admin screen. Not a user's route: the auth guard passes them by
 * (`public`), and each checks the token itself, in constant time (both sides hashed first, so
 * neither length nor content leaks). A user's session token is just a wrong token here.
 */
export const operatorModule: FastifyPluginAsync<OperatorOptions> = (app, options) => {
  const expected = digest(options.token);
  const limited = app.limit('operatorPerIp', 'ip');

  app.addHook('onRequest', async (request, reply) => {
    await limited.call(app, request, reply);
    if (!timingSafeEqual(digest(presented(request)), expected)) {
      throw new AppError(401, 'UNAUTHORIZED', API_MESSAGES.operatorOnly);
    }
  });

  contractRoute(app, TAG, OPERATOR_CONTRACT.listAlerts, {}, async () => ({
    alerts: await app.helpers.allAlerts(),
  }));

  contractRoute(app, TAG, OPERATOR_CONTRACT.addAlert, {}, async (request, { body }) => {
    const { title, body: text, level, from, until } = body;
    const alert = await app.helpers.addAlert({
      platform: 'web',
      title,
      body: text,
      level,
      startsAt: from === undefined ? app.clock() : new Date(from),
      endsAt: until === undefined ? null : new Date(until),
    });
    request.log.info({ alertId: alert.id, level }, 'Remote alert added by the operator');
    return { alert };
  });

  contractRoute(app, TAG, OPERATOR_CONTRACT.endAlert, {}, async (request, { params }) => {
    if (!(await app.helpers.endAlert(params.id, app.clock()))) {
      throw recordNotFound();
    }
    request.log.info({ alertId: params.id }, 'Remote alert ended by the operator');
    return { ended: true as const };
  });

  contractRoute(app, TAG, OPERATOR_CONTRACT.listEvents, {}, async (_request, { query }) => {
    // Events are kept EVENTS_KEPT_DAYS: older ones go before the operator reads the list.
    await app.helpers.pruneEvents(new Date(app.clock().getTime() - EVENTS_KEPT_DAYS * DAY_MS));
    const events = await app.helpers.latestEvents(query.limit, query.name);
    return {
      events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    };
  });
  return Promise.resolve();
};
