import { ORGANISATION_CONTRACT } from '@archive/domain/contract/organisation.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { contractRoute } from '../../lib/contract-route';
import { createOrganisationService, type OrganisationService } from './organisation.service';

const TAG = 'organisation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings tab 2; other modules read the logo's key (exports print it). */
    organisation: Pick<OrganisationService, 'logoKey'>;
  }
}

/** Settings tab 2: the logo upload address and the organisation form. */
function organisationRoutes(service: OrganisationService): FastifyPluginAsync {
  return (app) => {
    contractRoute(
      app,
      TAG,
      ORGANISATION_CONTRACT.uploadLogo,
      { config: { plan: 'open' } },
      (request, { params }) => service.uploadLogo(request.user.id, params.imageType),
    );

    contractRoute(
      app,
      TAG,
      ORGANISATION_CONTRACT.update,
      { config: { plan: 'open' } },
      async (request, { body }) => {
        const replaced: string[] = [];
        const organisation = await service.update(request.user.id, body, replaced);
        await app.files.discardImages(replaced, request.log);
        return { organisation };
      },
    );
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
