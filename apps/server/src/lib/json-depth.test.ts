import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ title: '[[[[[[{{{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: 'quote \\" [[[[' }), 1)).toBe(false);
  });

  it('refuses [ 5000 deep and allows the limit exactly', () => {
    expect(nestsDeeperThan('['.repeat(5000), JSON_MAX_DEPTH)).toBe(true);
    const atLimit = '['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH);
    expect(nestsDeeperThan(atLimit, JSON_MAX_DEPTH)).toBe(false);
  });
});
