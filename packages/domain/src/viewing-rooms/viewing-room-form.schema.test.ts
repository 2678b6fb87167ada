import { describe, expect, it } from 'vitest';
import {
  EMPTY_VIEWING_ROOM_FORM,
  isoToLocalInput,
  roomOptionsOf,
  viewingRoomFormSchema,
} from './viewing-room-form.schema';

describe('the viewing room form', () => {
  it('asks for a title and a password of at least 6 characters', () => {
    const result = viewingRoomFormSchema.safeParse({ ...EMPTY_VIEWING_ROOM_FORM, password: 'abc' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Please enter a title', 'Use at least 6 characters']);
  });

  it('asks for a closing time in the future', () => {
    const result = viewingRoomFormSchema.safeParse({
      ...EMPTY_VIEWING_ROOM_FORM,
      title: 'Room',
      expiresAt: '2001-01-01T10:00',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Choose a time in the future',
    ]);
  });

  it('turns a local expiry into an instant and back, and sends no password when off', () => {
    const options = roomOptionsOf({
      ...EMPTY_VIEWING_ROOM_FORM,
      title: ' Spring ',
      expiresAt: '2030-05-01T18:30',
      usePassword: false,
      password: 'ignored!',
    });
    expect(options.title).toBe('Spring');
    expect(options.password).toBeNull();
    expect(isoToLocalInput(options.expiresAt ?? null)).toBe('2030-05-01T18:30');
  });
});
