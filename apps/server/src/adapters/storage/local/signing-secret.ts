import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SIGNING_SECRET_FILE = 'files-signing-secret';

/**
 * Without FILES_SIGNING_SECRET (development and test only) the secret is made once and kept
 * in DATA_DIR, so upload addresses handed out before a restart still work after it.
 */
export async function loadOrCreateSigningSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing !== null) return existing;
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    // Another process made it first; use theirs.
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const created = await readSecret(file);
  if (created === null) throw new Error(`${file} is empty`);
  return created;
}

async function readSecret(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text === '' ? null : text;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}
