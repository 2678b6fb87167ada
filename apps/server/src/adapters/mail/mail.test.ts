import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMail } from './outbox-mail';
import { createSmtpMail } from './smtp-mail';

const FROM = 'Archive <no-reply@archive.local>';
const MESSAGE = {
  to: 'ada@example.com',
  subject: 'Your Archive reset code',
  text: 'Your Archive reset code is 123456\nÜmlauts survive.',
};

describe('outbox mail', () => {
  it('writes each message as a parseable .eml file and reports only its path', async () => {
    const directory = path.join(mkdtempSync(path.join(tmpdir(), 'archive-outbox-')), 'mail');
    const written: string[] = [];
    const mail = createOutboxMail({ directory, from: FROM, onWritten: (p) => written.push(p) });
    await mail.send(MESSAGE);
    await mail.send({ ...MESSAGE, subject: 'Second', replyTo: 'visitor@example.org' });
    await mail.close();

    const files = readdirSync(directory);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    expect(written).toEqual(files.map((file) => path.join(directory, file)));
    // Names sort by time: the second message sorts last.
    const sorted = [...files].sort();
    const last = await simpleParser(readFileSync(path.join(directory, sorted[1]!)));
    expect(last.subject).toBe('Second');
    expect(last.replyTo?.value[0]?.address).toBe('visitor@example.org');

    const first = await simpleParser(readFileSync(path.join(directory, sorted[0]!)));
    expect(first.subject).toBe(MESSAGE.subject);
    expect(first.text?.trim()).toBe(MESSAGE.text);
    expect(first.from?.value[0]).toMatchObject({
      name: 'Archive',
      address: 'no-reply@archive.local',
    });
    expect(first.to && !Array.isArray(first.to) ? first.to.text : '').toBe(MESSAGE.to);
    expect(first.messageId).toBeTruthy();
    expect(first.replyTo).toBeUndefined();
  });
});

describe('SMTP mail', () => {
  const received: { envelopeTo: string[]; raw: Buffer }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(resolve);
    });
  });

  it('delivers the message to a real SMTP server', async () => {
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: FROM });
    await mail.send({ ...MESSAGE, replyTo: 'visitor@example.org' });
    await mail.close();

    expect(received).toHaveLength(1);
    expect(received[0]!.envelopeTo).toEqual([MESSAGE.to]);
    const parsed = await simpleParser(received[0]!.raw);
    expect(parsed.subject).toBe(MESSAGE.subject);
    expect(parsed.text?.trim()).toBe(MESSAGE.text);
    expect(parsed.from?.value[0]?.address).toBe('no-reply@archive.local');
    expect(parsed.replyTo?.value[0]?.address).toBe('visitor@example.org');
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mail = createSmtpMail({ url: 'smtp://127.0.0.1:1?ignoreTLS=true', from: FROM });
    await expect(mail.send(MESSAGE)).rejects.toThrow();
    await mail.close();
  });
});
