/**
 * The screen a route page drew before the app started (routes/<name>.html, decision 063), read
 * once before React first renders into #root and replaces it.
 */
export interface DrawnShell {
  /** The address it was drawn for: `/login` for routes/login.html. */
  path: string;
  html: string;
}

function readDrawnShell(): DrawnShell | null {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('root');
  const name = root?.dataset.shell;
  if (!root || !name) return null;
  return { path: `/${name}`, html: root.innerHTML };
}

export const drawnShell: DrawnShell | null = readDrawnShell();
