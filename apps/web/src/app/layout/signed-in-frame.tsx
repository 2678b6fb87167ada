import type { ReactNode } from 'react';
import { PageBody } from '../../ui/page-body';
import { TopBar } from './top-bar/top-bar';

/**
 * The signed-in frame around a page: the skip link, the top bar and the page's column. One
 * component for the app (AppLayout) and for the drawing routes/artworks.html shows before the
 * scripts run (prerender/artworks-shell.tsx), so the two cannot drift apart (decision 077).
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="archive-skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <PageBody>{children}</PageBody>
      </main>
    </>
  );
}
