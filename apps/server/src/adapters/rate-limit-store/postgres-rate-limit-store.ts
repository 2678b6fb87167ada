import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RateLimitStore } from './rate-limit-store';

/**
 * Counters in the `rate_limit_counters` table (db/schema-infra.ts), on the app's own database:
 * PostgreSQL, or PGlite in the embedded default. One statement per hit, an upsert that starts a
 * new window when the old one has ended, so concurrent hits from several processes are counted
 * exactly. Windows follow the database's clock, the one clock every process shares.
 */
export function createPostgresRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        INSERT INTO rate_limit_counters AS counter (key, count, expires_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN counter.expires_at <= now() THEN 1 ELSE counter.count + 1 END,
          expires_at = CASE
            WHEN counter.expires_at <= now() THEN excluded.expires_at
            ELSE counter.expires_at
          END
        RETURNING
          counter.count,
          (extract(epoch FROM counter.expires_at - now()) * 1000)::double precision AS ttl_ms
      `);
      const row = (result as { rows: { count: unknown; ttl_ms: unknown }[] }).rows[0];
      if (row === undefined) throw new Error('The rate-limit upsert returned no row');
      return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) };
    },

    async peek(key) {
      const result = await db.execute(sql`
        SELECT count, (extract(epoch FROM expires_at - now()) * 1000)::double precision AS ttl_ms
        FROM rate_limit_counters WHERE key = ${key} AND expires_at > now()
      `);
      const row = (result as { rows: { count: unknown; ttl_ms: unknown }[] }).rows[0];
      return row === undefined
        ? { count: 0, ttlMs: 0 }
        : { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) };
    },

    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
    },

    async removeExpired() {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at <= now()`);
    },

    // The database belongs to the app; the db plugin closes it.
    close: () => Promise.resolve(),
  };
}
