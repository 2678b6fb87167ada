import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';

describe('ApiError.fields', () => {
  it("keeps a 400's list of refused fields", () => {
    const fields = [
      { field: 'name', message: 'enter a name' },
      { field: 'address.city', message: 'enter a city' },
    ];
    const error = new ApiError(400, {
      error: { code: 'VALIDATION', message: 'Some fields are not valid', fields },
    });
    expect(error.fields).toEqual(fields);
  });

  it('makes the one named field a list of one, and none a list of none', () => {
    const one = new ApiError(409, {
      error: { code: 'ACCOUNT_EXISTS', message: 'Account exists', field: 'email' },
    });
    expect(one.fields).toEqual([{ field: 'email', message: 'Account exists' }]);
    expect(
      new ApiError(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }).fields,
    ).toEqual([]);
  });
});
