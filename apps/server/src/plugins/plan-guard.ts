import { archiveAccessOf, type ArchiveAccess } from '@archive/domain/billing/archive-access';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isGuarded } from './auth-guard';

/**
 * What a signed-in route needs of the account's plan (docs/decisions/022-paywall.md):
 * - `open`: nothing (account, billing, organisation, sign-out, the sync pull, which holds
 *   back the archive itself);
 * - `read`: a plan, past due or not (reads of the archive, exports);
 * - `write`: a plan in good standing (every change, and the upload addresses that lead to one).
 */
export type PlanGate = 'open' | 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in /v1 route needs an active plan unless declared `config: { plan: 'open' }`;
     * GET routes default to `read`, every other method to `write`.
     */
    plan?: PlanGate;
  }
  interface FastifyInstance {
    /** "METHOD url gate" of every signed-in /v1 route (HEAD routes left out). */
    planGates: () => string[];
  }
}

function gateOf(method: string, config: { plan?: PlanGate }): PlanGate {
  return config.plan ?? (method === 'GET' || method === 'HEAD' ? 'read' : 'write');
}

function allows(gate: PlanGate, access: ArchiveAccess): boolean {
  if (gate === 'open') return true;
  if (gate === 'read') return access !== 'none';
  return access === 'write';
}

/**
 * The paywall, on the server: after the auth guard has found the user, a route's gate is
 * compared with the account's plan, and a refusal answers 403 PLAN_REQUIRED before the body
 * is read. Gated by default, so a new archive route cannot appear without it.
 */
export const planGuardPlugin = fp(
  (app, _options, done) => {
    const gates: string[] = [];
    app.decorate('planGates', () => [...gates].sort());

    app.addHook('onRoute', (route) => {
      if (!isGuarded(route.url, route.config ?? {})) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD')
          gates.push(`${method} ${route.url} ${gateOf(method, route.config ?? {})}`);
      }
    });

    // Registered after the auth guard's onRequest hook, so request.user is set here.
    app.addHook('onRequest', (request, _reply, next) => {
      const url = request.routeOptions.url ?? '';
      const config = request.routeOptions.config;
      if (request.is404 || !isGuarded(url, config)) {
        next();
        return;
      }
      const access = archiveAccessOf(request.user);
      if (allows(gateOf(request.method, config), access)) {
        next();
        return;
      }
      const message = access === 'read' ? API_MESSAGES.planPastDue : API_MESSAGES.planRequired;
      next(new AppError(403, 'PLAN_REQUIRED', message));
    });
    done();
  },
  { name: 'plan-guard', dependencies: ['auth-guard'] },
);
