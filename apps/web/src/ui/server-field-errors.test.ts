import { describe, expect, it } from 'vitest';
import { showServerFieldErrors } from './server-field-errors';

interface Form {
  name: string;
  address: { city: string };
}

function recorder() {
  const placed: [string, string | undefined, boolean | undefined][] = [];
  const setError = (
    name: string,
    error: { message?: string },
    options?: { shouldFocus?: boolean },
  ) => {
    placed.push([name, error.message, options?.shouldFocus]);
  };
  return { placed, setError };
}

describe('showServerFieldErrors', () => {
  it("puts each refused field's message under the form's own input, focusing the first", () => {
    const { placed, setError } = recorder();
    const refused = [
      { field: 'address.city', message: 'enter a city' },
      { field: 'name', message: 'enter a name' },
      { field: 'logoUrl', message: 'not this form' },
    ];
    expect(showServerFieldErrors<Form>(refused, setError, ['name', 'address.city'])).toBe(true);
    expect(placed).toEqual([
      ['address.city', 'enter a city', true],
      ['name', 'enter a name', false],
    ]);
  });

  it('leaves the general message to the caller when no refused field is on the form', () => {
    const { placed, setError } = recorder();
    expect(showServerFieldErrors<Form>([], setError, ['name'])).toBe(false);
    expect(
      showServerFieldErrors<Form>([{ field: 'other', message: 'x' }], setError, ['name']),
    ).toBe(false);
    expect(placed).toEqual([]);
  });
});
