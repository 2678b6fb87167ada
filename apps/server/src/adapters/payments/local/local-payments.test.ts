import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import { freshDatabase } from '../../../test/build-test-app';
import { describePaymentsPort, type TestCard } from '../payments-port.contract';
import { createLocalPayments } from './local-payments';

const NUMBERS: Record<TestCard, string> = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
  failsCharge: '4000000000000341',
};

// The local provider's tables live in the app's database: in-memory PGlite, or a fresh
// database on DATABASE_URL's server.
describePaymentsPort('local', async () => {
  const { target, drop } = await freshDatabase();
  const handle = await openDatabase(target);
  await runMigrations(handle);
  let offsetMs = 0;
  const local = createLocalPayments({
    db: handle.db,
    clock: () => new Date(Date.now() + offsetMs),
  });
  return {
    port: local,
    async card(kind) {
      const method = await local.createPaymentMethod({
        number: NUMBERS[kind],
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      });
      return method.id;
    },
    async confirm(intent) {
      await local.confirmPaymentIntent(intent.id, intent.clientSecret);
    },
    async advanceDays(days) {
      offsetMs += days * 24 * 60 * 60 * 1000;
      await local.runDue();
    },
    badlySigned: () => ({
      body: Buffer.from(JSON.stringify({ id: 'evt_1', type: 'invoice.paid' })),
      signature: `t=1,v1=${randomBytes(32).toString('hex')}`,
    }),
    async close() {
      await handle.close();
      await drop();
    },
  };
});
