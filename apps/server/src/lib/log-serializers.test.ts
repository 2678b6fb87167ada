import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { queryLabel, redactUrl, serializeError } from './log-serializers';

describe('redactUrl', () => {
  it('hides e-mail path segments, spelled plainly or encoded', () => {
    expect(redactUrl('/v1/user/ada@example.com')).toBe('/v1/user/[email]');
    expect(redactUrl('/v1/resetPassword/ada%40example.com')).toBe('/v1/resetPassword/[email]');
    expect(redactUrl('/v1/test/users/ada@example.com/grant-plan')).toBe(
      '/v1/test/users/[email]/grant-plan',
    );
    expect(redactUrl('/v1/contacts/0190f3c4-8a1b')).toBe('/v1/contacts/0190f3c4-8a1b');
  });

  it('hides a public room’s token, keeping the rest of its route', () => {
    expect(redactUrl('/rooms/a7yuAvZOMcoC9rNV6XtMWQ')).toBe('/rooms/[token]');
    expect(redactUrl('/rooms/a7yuAvZOMcoC9rNV6XtMWQ/works/0190f3c4?preview=k')).toBe(
      '/rooms/[token]/works/0190f3c4?preview=[redacted]',
    );
    expect(redactUrl('/v1/viewingRoom/0190f3c4/enquiries')).toBe(
      '/v1/viewingRoom/0190f3c4/enquiries',
    );
  });

  it('keeps query names and hides their values', () => {
    expect(redactUrl('/files/upload/k?expires=1795&signature=abc')).toBe(
      '/files/upload/k?expires=[redacted]&signature=[redacted]',
    );
    expect(redactUrl('/v1/artworks?artworkId=1&flag')).toBe(
      '/v1/artworks?artworkId=[redacted]&flag=[redacted]',
    );
    expect(redactUrl('/x?ada@example.com')).toBe('/x?[redacted]');
  });
});

describe('queryLabel', () => {
  it('names the verb and the first table, never a value', () => {
    expect(queryLabel('insert into "users" ("email") values ($1)')).toBe('insert users');
    expect(queryLabel('select "id" from "contacts" where "id" = $1')).toBe('select contacts');
    expect(queryLabel('update "artworks" set "title" = $1')).toBe('update artworks');
    expect(queryLabel('delete from "sessions" where "token_hash" = $1')).toBe('delete sessions');
    expect(queryLabel('ALTER TABLE users')).toBe('query');
  });
});

describe('serializeError', () => {
  it('logs a failed query by its SQLSTATE and label, without parameters or message', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(ada@example.com)',
    });
    const error = new DrizzleQueryError('select "id" from "users" where "email" = $1', [
      'ada@example.com',
    ]);
    error.cause = cause;
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      sqlState: '22P02',
      query: 'select users',
    });
    expect(JSON.stringify(logged)).not.toMatch(/ada@example\.com|secret/);
  });

  it('names a query that never reached the database by its system code', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['a@b.c']);
    error.cause = cause;
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      query: 'insert users',
      code: 'ECONNREFUSED',
    });
    expect(JSON.stringify(logged)).not.toContain('a@b.c');
  });

  it('logs any other error as pino does', () => {
    const logged = serializeError(new TypeError('something broke'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'something broke' });
    expect(logged.stack).toContain('something broke');
  });
});
