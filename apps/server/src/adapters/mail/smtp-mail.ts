import nodemailer from 'nodemailer';
import type { MailMessage, MailPort } from './mail-port';

export interface SmtpMailOptions {
  /** smtp://user:pass@host:port or smtps://…; nodemailer options may follow as query parameters. */
  url: string;
  from: string;
}

/** Production mail: sends through an SMTP server with nodemailer. */
export function createSmtpMail(options: SmtpMailOptions): MailPort {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
