import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The sources whose schemas shape what the app keeps in browser storage and reads first. */
const SOURCES = [
  new URL('../../../packages/domain/src/', import.meta.url),
  new URL('../src/data/session/', import.meta.url),
];

/**
 * A fingerprint of the schemas of this build (every non-test source of the domain and the
 * session's own): the session store trusts a stored session stamped with it, since this build
 * checked it before keeping it, and checks any other with its schema (decision 067).
 */
export function storedShapes(): string {
  const hash = createHash('sha256');
  for (const folder of SOURCES) {
    const root = fileURLToPath(folder);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort();
    for (const file of files)
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(root + file));
  }
  return hash.digest('hex').slice(0, 16);
}
