import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web build's entry of the public 3D room (apps/web/vite.config.ts). */
export const EXHIBITION_ENTRY = 'src/public-exhibition/main.tsx';

/**
 * The address of the public 3D room's script in the built web app, read from Vite's manifest;
 * null without a build (the public exhibition is then its list alone).
 */
export function exhibitionModuleOf(webDistDir: string | undefined): string | null {
  if (webDistDir === undefined) return null;
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { file?: unknown } | undefined
    >;
    const file = manifest[EXHIBITION_ENTRY]?.file;
    return typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file) ? `/${file}` : null;
  } catch {
    return null;
  }
}
