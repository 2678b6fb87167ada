import { describe, expect, it } from 'vitest';
import { idempotencyHeadersSchema, syncParamsSchema } from './sync.schema';

describe('sync schemas', () => {
  it('reads the cursor from the path: decimal digits only, at most MAX_SAFE_INTEGER', () => {
    expect(syncParamsSchema.parse({ nextSync: '0' })).toEqual({ nextSync: 0 });
    expect(syncParamsSchema.parse({ nextSync: '42' })).toEqual({ nextSync: 42 });
    expect(syncParamsSchema.parse({ nextSync: '007' })).toEqual({ nextSync: 7 });
    const max = String(Number.MAX_SAFE_INTEGER);
    expect(syncParamsSchema.parse({ nextSync: max })).toEqual({
      nextSync: Number.MAX_SAFE_INTEGER,
    });
    for (const nextSync of [
      '-1',
      '1.5',
      'abc',
      '1e400',
      ' ',
      '',
      ' 1',
      '1e3',
      '0x10',
      '+5',
      '9'.repeat(16),
    ]) {
      expect(syncParamsSchema.safeParse({ nextSync }).success).toBe(false);
    }
  });

  it('needs an Idempotency-Key header and keeps the other headers', () => {
    const headers = { 'idempotency-key': '0190f3c4-8a1b-7c2d', authorization: 'Bearer x' };
    expect(idempotencyHeadersSchema.parse(headers)).toEqual(headers);
    expect(idempotencyHeadersSchema.safeParse({ authorization: 'Bearer x' }).success).toBe(false);
    expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': '' }).success).toBe(false);
    expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': 'a b' }).success).toBe(false);
  });
});
