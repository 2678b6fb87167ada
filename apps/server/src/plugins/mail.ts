import fp from 'fastify-plugin';
import type { MailPort } from '../adapters/mail/mail-port';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailPort;
  }
}

export const mailPlugin = fp<{ mail: MailPort }>(
  (app, options, done) => {
    app.decorate('mail', options.mail);
    app.addHook('onClose', async () => {
      await options.mail.close();
    });
    done();
  },
  { name: 'mail' },
);
