import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from './share.messages';
import { shareFormSchema, shareRequestFrom, shareRequestSchema } from './share.schema';

describe('the share modal and the share call', () => {
  it('sends what the modal holds, the address trimmed, and the call accepts it', () => {
    const form = { email: '  bea@example.com ', message: 'For the autumn show', sharePrice: true };
    const ids = ['0b5f3c1e-6a57-4f0e-9d3c-1f2a3b4c5d6e', '7c9e6679-7425-40de-944b-e07fc1f90ae7'];
    const request = shareRequestFrom(form, ids);
    expect(request).toEqual({
      recipient: { email: 'bea@example.com' },
      artworkIds: ids,
      shareOptions: { sharePrice: true },
      message: 'For the autumn show',
    });
    expect(shareRequestSchema.safeParse(request).success).toBe(true);
  });

  it('asks for a valid address and a message within its length', () => {
    const bad = shareFormSchema.safeParse({
      email: 'bea@',
      message: 'x'.repeat(2001),
      sharePrice: false,
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('enter valid e-mail address');
    expect(messages).toContain(SHARE_MESSAGES.messageTooLong);
  });
});
