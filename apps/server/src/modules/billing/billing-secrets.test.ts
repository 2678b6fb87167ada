import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/api';
import { addCard, billingCall } from '../../test/billing-api';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

const NUMBER = '4000002500003155';
const CVC = '7319';

interface Column {
  table_name: string;
  column_name: string;
}

/** Every text column of every table, as one list of values. */
async function textValues(): Promise<string[]> {
  const columns = await t.app.db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')
    ORDER BY table_name, column_name`);
  const values: string[] = [];
  // Both drivers answer { rows }.
  for (const { table_name: table, column_name: column } of (columns as { rows: Column[] }).rows) {
    const result = await t.app.db.execute(
      sql`SELECT ${sql.identifier(column)}::text AS value FROM ${sql.identifier(table)}`,
    );
    const rows = (result as { rows: { value: string | null }[] }).rows;
    for (const row of rows) if (row.value !== null) values.push(row.value);
  }
  return values;
}

describe('card data at rest and in the logs', () => {
  it('keeps no card number and no CVC after a payment', async () => {
    const token = (await register(t.app, uniqueEmail('secret'))).user.session.token;
    const paymentMethod = await addCard(
      t.app,
      token,
      NUMBER.replace(/(\d{4})/g, '$1 ').trim(),
      CVC,
    );
    const started = await billingCall(t.app, token, 'POST', '/v1/subscription', {
      plan: 'artist-monthly',
      payment_method: paymentMethod,
    });
    expect(started.statusCode, started.body).toBe(200);
    const updated = await billingCall(t.app, token, 'POST', '/v1/paymentMethod', {
      payment_method: await addCard(t.app, token, '4242424242424242', CVC),
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const values = await textValues();
    expect(values.length).toBeGreaterThan(10);
    expect(values.some((value) => value.replace(/\D/g, '').includes(NUMBER))).toBe(false);
    expect(values.some((value) => value.includes('4242424242424242'))).toBe(false);
    expect(values).not.toContain(CVC);
    expect(values.some((value) => /"cvc"/i.test(value))).toBe(false);

    expect(lines.length).toBeGreaterThan(5);
    const log = lines.join('\n');
    expect(log.replace(/[\s-]/g, '')).not.toContain(NUMBER);
    expect(log).not.toContain('4242424242424242');
    expect(log).not.toMatch(/"cvc"/i);
    expect(log).not.toContain(`"${CVC}"`);
  });
});
