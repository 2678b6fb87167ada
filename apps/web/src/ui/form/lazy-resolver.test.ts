import { describe, expect, it } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

interface Form {
  email: string;
}

const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

describe('a form whose checks load when first needed (decision 067)', () => {
  it('answers with the loaded checks', async () => {
    const check: Resolver<Form, unknown, Form> = (values): ResolverResult<Form> =>
      values.email.includes('@')
        ? { values, errors: {} }
        : { values: {}, errors: { email: { type: 'format', message: 'Enter an e-mail' } } };
    const resolver = lazyResolver<Form>(() => Promise.resolve(check));
    const wrong = await resolver({ email: 'nobody' }, undefined, OPTIONS);
    expect(wrong.errors.email?.message).toBe('Enter an e-mail');
    const right = await resolver({ email: 'a@b.co' }, undefined, OPTIONS);
    expect(right).toEqual({ values: { email: 'a@b.co' }, errors: {} });
  });

  it('lets the values through to the submit handler when the checks cannot load', async () => {
    const resolver = lazyResolver<Form>(() => Promise.reject(new TypeError('Failed to fetch')));
    const answer = await resolver({ email: 'nobody' }, undefined, OPTIONS);
    expect(answer).toEqual({ values: { email: 'nobody' }, errors: {} });
  });
});
