import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests replace it to move through expiries. */
    clock: Clock;
    /** Moves the clock forward (the test route POST /v1/test/clock/advance). */
    advanceClock: (ms: number) => void;
  }
}

/** The app's clock: the given one plus however far it has been moved forward. */
export const clockPlugin = fp<{ clock: Clock }>(
  (app, options, done) => {
    let offsetMs = 0;
    app.decorate('clock', () => new Date(options.clock().getTime() + offsetMs));
    app.decorate('advanceClock', (ms: number) => {
      offsetMs += ms;
    });
    done();
  },
  { name: 'clock' },
);
