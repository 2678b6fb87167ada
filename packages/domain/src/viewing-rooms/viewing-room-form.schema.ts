import { z } from 'zod';
import { VIEWING_ROOM_MESSAGES } from './viewing-room.messages';
import { expiryLiesAhead } from './viewing-room-expiry';
import {
  VIEWING_ROOM_INTRODUCTION_MAX_LENGTH,
  VIEWING_ROOM_PASSWORD_MAX_LENGTH,
  VIEWING_ROOM_PASSWORD_MIN_LENGTH,
  VIEWING_ROOM_TITLE_MAX_LENGTH,
  type ViewingRoomOptions,
} from './viewing-room.schema';

/**
 * The viewing room form of the web app (create and edit). `expiresAt` is what a
 * `datetime-local` input holds ('' for none), in the device's time zone; `password` '' means
 * none on create and "keep it" on edit.
 */
export const viewingRoomFormSchema = z.object({
  title: z.string().trim().min(1, VIEWING_ROOM_MESSAGES.noTitle).max(VIEWING_ROOM_TITLE_MAX_LENGTH),
  introduction: z.string().max(VIEWING_ROOM_INTRODUCTION_MAX_LENGTH),
  showPrice: z.boolean(),
  expiresAt: z
    .string()
    .refine(
      (value) => value === '' || expiryLiesAhead(new Date(value), new Date()),
      VIEWING_ROOM_MESSAGES.expiryInPast,
    ),
  usePassword: z.boolean(),
  password: z
    .string()
    .max(VIEWING_ROOM_PASSWORD_MAX_LENGTH)
    .refine(
      (value) => value === '' || value.length >= VIEWING_ROOM_PASSWORD_MIN_LENGTH,
      VIEWING_ROOM_MESSAGES.passwordTooShort,
    ),
});
export type ViewingRoomForm = z.infer<typeof viewingRoomFormSchema>;

export const EMPTY_VIEWING_ROOM_FORM: ViewingRoomForm = {
  title: '',
  introduction: '',
  showPrice: true,
  expiresAt: '',
  usePassword: false,
  password: '',
};

/** '' or a local date-time → the ISO instant the API takes. */
export function expiryToIso(local: string): string | null {
  return local === '' ? null : new Date(local).toISOString();
}

/** An ISO instant → what a `datetime-local` input shows in the device's time zone. */
export function isoToLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The create call's options from the form. */
export function roomOptionsOf(form: ViewingRoomForm): ViewingRoomOptions {
  return {
    title: form.title.trim(),
    introduction: form.introduction,
    showPrice: form.showPrice,
    expiresAt: expiryToIso(form.expiresAt),
    password: form.usePassword && form.password !== '' ? form.password : null,
  };
}

/** True when the form asks for a password it does not have (on create). */
export function lacksPassword(form: ViewingRoomForm): boolean {
  return form.usePassword && form.password === '';
}
