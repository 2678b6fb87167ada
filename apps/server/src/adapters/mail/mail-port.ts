/** A message the app sends; adapters add the sender (MAIL_FROM). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The mail port: one interface, two real implementations (local outbox, SMTP). */
export interface MailPort {
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
}
