/**
 * The screen a route page drew before the app started (routes/<name>.html, decision 063), read
 * once before React first renders into #root and replaces it.
 */
/**
 * What a drawing stands for while it loads: the screen (`page`, drawn by FadeOutlet as its
 * fallback) or the signed-in frame around the screen (`frame`, the fallback of the frame's chunk).
 */
export type DrawnShellScope = 'page' | 'frame';

export interface DrawnShell {
  /** The address it was drawn for: `/login` for routes/login.html. */
  path: string;
  html: string;
  scope: DrawnShellScope;
}

function readDrawnShell(): DrawnShell | null {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('root');
  const name = root?.dataset.shell;
  if (!root || !name) return null;
  // Mantine's variables are drawn again by the app's own provider: parsing them twice more
  // (the shell is shown again while the screen loads) cost a style pass over the whole page.
  const html = root.innerHTML.replace(/<style data-mantine-styles="true">[\s\S]*?<\/style>/g, '');
  const scope = root.dataset.shellScope === 'frame' ? 'frame' : 'page';
  return { path: `/${name}`, html, scope };
}

export const drawnShell: DrawnShell | null = readDrawnShell();
