import { describe, expect, it } from 'vitest';
import { firstMessageByField } from './field-messages';

describe('firstMessageByField', () => {
  it("keeps each field's first message under its dotted path", () => {
    expect(
      firstMessageByField([
        { path: ['email'], message: 'enter e-mail address' },
        { path: ['email'], message: 'enter valid e-mail address' },
        { path: ['dimensions', 'width'], message: 'enter width' },
      ]),
    ).toEqual({ email: 'enter e-mail address', 'dimensions.width': 'enter width' });
  });

  it('puts the prefix before every path', () => {
    expect(firstMessageByField([{ path: ['year'], message: 'enter a year' }], ['values'])).toEqual({
      'values.year': 'enter a year',
    });
  });
});
