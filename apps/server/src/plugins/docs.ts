import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@archive/domain/app/app-constants';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document generated from the routes' zod schemas: UI at /v1/docs, JSON at
 * /v1/docs/json. Registered before the modules so it sees every route.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Archive API', version: APP_VERSION },
        // Relative: the API is served from the same origin as the document (decision 070).
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            operator: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN' },
          },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  },
  { name: 'docs' },
);
