/**
 * Mail the server sends about the account itself (wording "not shown" in the spec: decision
 * 021). Plain text; the adapters add the sender.
 */
export const EMAIL_CHANGED_MAIL_SUBJECT = 'The e-mail address of your Archive account was changed';

/** To the old address, after the change: the owner learns of it even if it was not them. */
export function emailChangedMailText(name: string, newEmail: string): string {
  return [
    `Hello ${name},`,
    '',
    `The e-mail address of your Archive account was just changed to ${newEmail}. You now sign in with that address, and our mail goes there.`,
    '',
    'If this was you, there is nothing more to do.',
    '',
    'If it was not you, someone may have your password: contact us straight away, and we will secure your account and move it back to this address.',
  ].join('\n');
}
