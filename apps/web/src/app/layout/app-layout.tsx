import { TopBar } from './top-bar/top-bar';
import { StorageNotice } from '../../features/storage-notice/storage-notice';
import { PageBody } from '../../ui/page-body';
import { FadeOutlet } from './fade-outlet';

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
    </>
  );
}
