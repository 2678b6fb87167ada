import { z } from 'zod';
import { collectionSchema } from '@archive/domain/auth/collection.schema';
import { userSchema } from '@archive/domain/user/user.schema';

/** The signed-in session as the browser keeps it. */
export const sessionSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
  collections: z.array(collectionSchema),
  lastSyncDate: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A stored session another build kept (its shape may differ), checked; null when it fails. */
export function checkStoredSession(stored: unknown): Session | null {
  const parsed = sessionSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
