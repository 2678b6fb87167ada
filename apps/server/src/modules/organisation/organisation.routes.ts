import { ORGANISATION_CONTRACT } from '@archive/domain/contract/organisation.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { createOrganisationService, type OrganisationService } from './organisation.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings tab 2; other modules read the logo's key (exports print it). */
    organisation: Pick<OrganisationService, 'logoKey'>;
  }
}

/** Settings tab 2: the logo upload address and the organisation form. */
function organisationRoutes(service: OrganisationService): FastifyPluginAsync {
  return (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    const uploadLogo = ORGANISATION_CONTRACT.uploadLogo;
    app.route({
      method: uploadLogo.method,
      url: uploadLogo.path,
      schema: {
        tags: ['organisation'],
        params: uploadLogo.params,
        response: { 200: uploadLogo.response, ...ERROR_RESPONSES },
      },
      config: { plan: 'open' },
      handler: (request) => service.uploadLogo(request.user.id, request.params.imageType),
    });

    const update = ORGANISATION_CONTRACT.update;
    app.route({
      method: update.method,
      url: update.path,
      schema: {
        tags: ['organisation'],
        body: update.body,
        response: { 200: update.response, ...ERROR_RESPONSES },
      },
      config: { plan: 'open' },
      handler: async (request) => {
        const replaced: string[] = [];
        const organisation = await service.update(request.user.id, request.body, replaced);
        await app.files.discardImages(replaced, request.log);
        return { organisation };
      },
    });
    return Promise.resolve();
  };
}

/** Settings tab 2: the user's organisation, held on the users module's row (via `app.users`). */
export const organisationModule = fp(
  async (app) => {
    const organisation = createOrganisationService(app.users, app.files);
    app.files.registerImageReferences((userId) => organisation.linkedLogoKeys(userId));
    app.decorate('organisation', { logoKey: organisation.logoKey });
    await app.register(organisationRoutes(organisation));
  },
  { name: 'organisation', dependencies: ['auth-guard', 'users', 'files'] },
);
