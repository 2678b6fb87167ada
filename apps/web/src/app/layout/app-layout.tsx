import { lazy, Suspense } from 'react';
import { TopBar } from './top-bar/top-bar';
import { StorageNotice } from '../../features/storage-notice/storage-notice';
import { PageBody } from '../../ui/page-body';
import { FadeOutlet } from './fade-outlet';

// The helpers load apart from the first load (decision 042).
const HelpersHost = lazy(() =>
  import('../../features/helpers/helpers-host').then((m) => ({ default: m.HelpersHost })),
);

/** The signed-in frame: the top bar and the page below it. */
export function AppLayout() {
  return (
    <>
      <a href="#main" className="archive-skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <PageBody>
          <StorageNotice />
          <FadeOutlet />
        </PageBody>
      </main>
      <Suspense fallback={null}>
        <HelpersHost />
      </Suspense>
    </>
  );
}
