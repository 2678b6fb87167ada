import { describe, expect, it } from 'vitest';
import { archiveAccessOf } from './archive-access';

describe('archiveAccessOf', () => {
  it.each([
    [{ accessLevel: 0, activePlan: 'none', paymentStatus: 'NONE' }, 'none'],
    [{ accessLevel: 0, activePlan: 'none', paymentStatus: 'CANCELED' }, 'none'],
    [{ accessLevel: 0, activePlan: 'none', paymentStatus: 'INCOMPLETE' }, 'none'],
    // A level without a plan, or a plan without the level, is no access.
    [{ accessLevel: 1, activePlan: 'none', paymentStatus: 'ACTIVE' }, 'none'],
    [{ accessLevel: 0, activePlan: 'artist-monthly', paymentStatus: 'ACTIVE' }, 'none'],
    [{ accessLevel: 1, activePlan: 'artist-monthly', paymentStatus: 'PAST_DUE' }, 'read'],
    [{ accessLevel: 1, activePlan: 'artist-monthly', paymentStatus: 'TRIALING' }, 'write'],
    [{ accessLevel: 1, activePlan: 'collector-yearly', paymentStatus: 'ACTIVE' }, 'write'],
  ] as const)('%o gives %s', (account, access) => {
    expect(archiveAccessOf(account)).toBe(access);
  });
});
