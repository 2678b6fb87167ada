import type { MailMessage, MailPort } from '../adapters/mail/mail-port';

/** Keeps sent messages in memory so tests can read reset codes; the real adapters have their own tests. */
export interface MemoryMail extends MailPort {
  sent: MailMessage[];
  lastTo: (to: string) => MailMessage | undefined;
}

export function createMemoryMail(): MemoryMail {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
    lastTo: (to) => sent.filter((message) => message.to === to).at(-1),
  };
}
