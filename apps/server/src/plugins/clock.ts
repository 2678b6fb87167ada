import fp from 'fastify-plugin';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests replace it to move through expiries. */
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock: Clock }>(
  (app, options, done) => {
    app.decorate('clock', options.clock);
    done();
  },
  { name: 'clock' },
);
