import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers (CSP, HSTS, frame and referrer rules) on every answer. The middleware is
 * made once: @fastify/helmet made it again for each request, parsing the CSP each time, about
 * 5% of a busy server's time (issue 38). A route may still replace a header (reply.header).
 */
export const securityHeadersPlugin = fp<{ helmet: HelmetOptions }>(
  (app, options, done) => {
    const setHeaders = helmet(options.helmet);
    app.addHook('onRequest', (request, reply, next) => {
      setHeaders(request.raw, reply.raw, () => {
        next();
      });
    });
    done();
  },
  { name: 'security-headers' },
);
