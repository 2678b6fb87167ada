import { z } from 'zod';

/**
 * A user's collections, as sign-in answers them and the session keeps them. Apart from the
 * sign-in answer's schema, which the web app's first load must not build (issue 37).
 */
export const COLLECTION_TYPES = ['production', 'collection'] as const;
export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(COLLECTION_TYPES),
});
export type Collection = z.infer<typeof collectionSchema>;
