import { lazy, Suspense } from 'react';
import { StorageNotice } from '../../features/storage-notice/storage-notice';
import { FadeOutlet } from './fade-outlet';
import { SignedInFrame } from './signed-in-frame';

// The helpers load apart from the first load (decision 042).
const HelpersHost = lazy(() =>
  import('../../features/helpers/helpers-host').then((m) => ({ default: m.HelpersHost })),
);

/** The signed-in frame: the top bar and the page below it. */
export function AppLayout() {
  return (
    <>
      <SignedInFrame>
        <StorageNotice />
        <FadeOutlet />
      </SignedInFrame>
      <Suspense fallback={null}>
        <HelpersHost />
      </Suspense>
    </>
  );
}
