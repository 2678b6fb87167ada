import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  subject: string;
  text: string;
}

function outboxDirectory(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return path.join(dataDir, 'mail');
}

/** Every message the server wrote to the local outbox for `to`, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDirectory())).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: ReceivedMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(await readFile(path.join(outboxDirectory(), file)));
    const address = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '';
    if (address.toLowerCase() === to.toLowerCase()) {
      mails.push({ subject: parsed.subject ?? '', text: parsed.text ?? '' });
    }
  }
  return mails;
}

/** Waits for the `count`-th mail to `to` and returns its 6-digit reset code. */
export async function resetCodeFor(to: string, count = 1): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(to);
      const withCode = mails.filter((mail) => /\b\d{6}\b/.test(mail.text));
      code = withCode[count - 1]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
