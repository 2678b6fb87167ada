import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, MailPort } from './mail-port';

export interface OutboxMailOptions {
  /** Folder the .eml files go to (DATA_DIR/mail). */
  directory: string;
  from: string;
  /** Told the path of each written file; never the content. */
  onWritten: (filePath: string) => void;
}

let sequence = 0;

/** File names sort by time: ISO timestamp, a per-process sequence, and a random tail. */
function outboxFileName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}

/** The embedded default: every message becomes an RFC 822 .eml file under DATA_DIR/mail. */
export function createOutboxMail(options: OutboxMailOptions): MailPort {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const content = info.message as unknown;
      if (!Buffer.isBuffer(content)) throw new Error('The mail composer returned no buffer');
      await mkdir(options.directory, { recursive: true });
      const filePath = path.join(options.directory, outboxFileName(new Date()));
      await writeFile(filePath, content);
      options.onWritten(filePath);
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
