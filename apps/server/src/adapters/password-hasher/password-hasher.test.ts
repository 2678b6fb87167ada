import { describe, expect, it } from 'vitest';
import { createArgon2Hasher } from './password-hasher';

describe('argon2 password hasher', () => {
  const hasher = createArgon2Hasher();

  it('hashes with argon2id, 19 MiB, 2 iterations, 1 lane, and verifies', async () => {
    const hashed = await hasher.hash('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(hashed, 'correct horse battery stapl')).toBe(false);
  });

  it('salts every hash and answers false for a malformed hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
    expect(await hasher.verify('not a hash', 'secret')).toBe(false);
  });
});
