import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { StorageNoticeAlert } from '../../features/storage-notice/storage-notice-alert';
import { PageLoading } from '../layout/fade-outlet';
import { SignedInFrame } from '../layout/signed-in-frame';
import { theme } from '../theme';

export { noticeBeforeScripts as beforePaintScript } from '../../features/storage-notice/notice-before-scripts';

/** The frame's notice is drawn, hidden, and shown by the page's before-paint script. */
function dismissNothing() {
  // Nothing to dismiss before the app runs: it draws the notice again, with its own button.
}

/**
 * The signed-in frame as the build draws it into routes/artworks.html (issue 37, decision 077):
 * the top bar as the app draws it (its links work without scripts; no name in the avatar, which
 * only the app knows), the storage notice when the before-paint script finds the app would
 * show it, and the list's quiet loader. A first visit on a slow phone sees the frame, and the
 * notice, from the first paint: drawn in a moment later they moved nothing, but the notice
 * was then the page's largest paint, seconds after the first. The app replaces it whole.
 */
export function renderShell(): string {
  return notReady(
    renderToString(
      <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
        <MemoryRouter initialEntries={['/artworks']}>
          <SignedInFrame>
            <div className="archive-drawn-notice">
              <StorageNoticeAlert onDismiss={dismissNothing} />
            </div>
            <PageLoading />
          </SignedInFrame>
        </MemoryRouter>
      </MantineProvider>,
    ),
  );
}

/**
 * Every button of the drawing marked not ready (aria-disabled, the same look): it opens nothing
 * until the app has replaced it, so a click in that moment is not taken as done (assistive
 * technology, and the end-to-end suite, wait for the app's own). Links work without scripts.
 */
function notReady(html: string): string {
  const marked = html.replaceAll('<button ', '<button aria-disabled="true" ');
  if (marked === html) throw new Error('artworks-shell: the frame has no buttons to mark');
  return marked;
}
