import { z } from 'zod';

/**
 * GET /v1/artworks/importConfig: which file-hosting chooser the web app offers (spec section 7:
 * "a file-hosting chooser is used for images"). The Dropbox app key is public (Dropbox checks
 * the page's domain); null hides the chooser. The server holds it, so the one variable that
 * opens its security policy to Dropbox also shows the button (docs/decisions/017).
 */
export const importConfigResponseSchema = z.object({
  dropboxAppKey: z.string().nullable(),
});
export type ImportConfig = z.infer<typeof importConfigResponseSchema>;
