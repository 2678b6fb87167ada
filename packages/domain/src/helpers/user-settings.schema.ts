import { z } from 'zod';

/** The user's settings (spec section 3, User.settings), as the API returns them. */
export const userSettingsSchema = z.object({
  defaultCurrency: z.string(),
  /** Defaulted so a session stored before the helpers were sent still loads. */
  walkthroughsDone: z.array(z.string()).default([]),
  toursSeen: z.array(z.string()).default([]),
  /** '' until a changelog was closed. */
  changelogVersionSeen: z.string().default(''),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
