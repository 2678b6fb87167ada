import { hash, verify } from '@node-rs/argon2';

/** Argon2id parameters (OWASP's minimum): 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash: (secret: string) => Promise<string>;
  /** False for a wrong secret and for a malformed hash; never throws for either. */
  verify: (hashed: string, secret: string) => Promise<boolean>;
}

export function createArgon2Hasher(): PasswordHasher {
  return {
    // Argon2id is the library's default algorithm (its Algorithm is a const enum we cannot import).
    hash: (secret) => hash(secret, ARGON2_OPTIONS),
    async verify(hashed, secret) {
      try {
        return await verify(hashed, secret);
      } catch {
        return false;
      }
    },
  };
}
