import { randomUUID } from 'node:crypto';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { AppError } from './app-error';

/**
 * Where a user's files live in storage: everything under `users/<userId>`, so deleting the
 * account deletes one prefix, and a record's images under `users/<userId>/<kind>/<id>`.
 */
export function userFilesPrefix(userId: string): string {
  return `users/${userId}`;
}

export function recordFilesPrefix(userId: string, kind: string, recordId: string): string {
  return `${userFilesPrefix(userId)}/${kind}/${recordId}`;
}

/** A fresh, unguessable key directly under `prefix` (keys are never reused). */
export function newImageKey(prefix: string, namePrefix = ''): string {
  return `${prefix}/${namePrefix}${randomUUID()}`;
}

/**
 * Whether `key` is an original handed out under `prefix` (one segment below it), so a user
 * cannot link someone else's upload, or a derivative, to their record.
 */
export function isKeyUnder(key: string, prefix: string): boolean {
  if (!key.startsWith(`${prefix}/`)) return false;
  const rest = key.slice(prefix.length + 1);
  return rest.length > 0 && !rest.includes('/');
}

export function notThisRecordsUpload(field = 'key'): AppError {
  return new AppError(403, 'FORBIDDEN', IMAGE_MESSAGES.notThisRecordsUpload, field);
}
