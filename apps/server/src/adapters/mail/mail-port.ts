/** A message the app sends; adapters add the sender (MAIL_FROM). */
export interface MailMessage {
  to: string;
  /** Where a reply goes when it is not the sender (a room visitor's own address). */
  replyTo?: string;
  subject: string;
  text: string;
}

/** The mail port: one interface, two real implementations (local outbox, SMTP). */
export interface MailPort {
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
}
