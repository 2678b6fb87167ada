import { useNetwork } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { APP_VERSION } from '@archive/domain/app/app-constants';
import { HELPERS_CONTRACT } from '@archive/domain/contract/helpers.contract';
import { WALKTHROUGHS } from '@archive/domain/helpers/helpers.messages';
import {
  alertSeenKey,
  compareVersions,
  WALKTHROUGH_IDS,
  type RemoteAlert,
  type WalkthroughId,
} from '@archive/domain/helpers/helpers.schema';
import { callApi } from '../../data/api/api-client';
import { recordHelpers } from '../../data/helpers/helper-settings';
import { useSession } from '../../data/session/use-session';
import { readStored } from '../../data/storage/local-storage';
import { LazyTour } from '../../ui/tour/lazy-tour';
import { ChangelogModal } from './changelog-modal';
import { RemoteAlertModal } from './remote-alert-modal';
import { listenForReplays } from './replay-request';

/** The walkthrough a screen starts, the first time it is seen. */
function walkthroughFor(pathname: string, online: boolean): WalkthroughId | null {
  if (!online) return 'offline';
  if (pathname === '/artworks') return 'first-artwork';
  if (pathname === '/contacts') return 'contacts';
  if (pathname === '/artworks/details') return 'exports';
  return null;
}

type Showing =
  | { kind: 'changelog' }
  | { kind: 'alert'; alert: RemoteAlert }
  | { kind: 'walkthrough'; id: WalkthroughId };

/**
 * The helpers of spec section 1, one at a time: the changelog after an update, then the first
 * remote alert, then the walkthrough of the screen, each once per user (decision 043); the Help
 * menu replays them. Loaded apart from the first load (app-layout.tsx).
 */
export function HelpersHost() {
  const session = useSession();
  const { pathname } = useLocation();
  const network = useNetwork();
  const [showing, setShowing] = useState<Showing | null>(null);
  const [alert, setAlert] = useState<RemoteAlert | null>(null);
  const settings = session?.user.settings;

  // A test-only switch for the end-to-end suite (decision 044): makes this screen throw.
  if (readStored('test.throwOnRender', 'session') === true) {
    throw new Error('A screen failed (test switch)');
  }

  // Asked once per mount when online: offline the request could only fail, and a device on a
  // train must not spend requests (or battery) on it; going online asks then.
  const alertsAsked = useRef(false);
  useEffect(() => {
    // useNetwork starts at online until its effect reads the browser: ask the browser too.
    if (alertsAsked.current || !network.online || !navigator.onLine) return;
    alertsAsked.current = true;
    // Not cancelled when the connection drops mid-way: the answer still counts. (A state set
    // after unmount is a no-op in React 18.)
    callApi(HELPERS_CONTRACT.remoteAlerts, { params: { platform: 'web' } })
      .then(({ alerts }) => {
        setAlert(alerts[0] ?? null);
      })
      .catch((error: unknown) => {
        // Spec section 7: remote alert errors are only logged.
        console.info('Remote alerts not loaded', error);
      });
  }, [network.online]);

  // What is due, when nothing is showing.
  useEffect(() => {
    if (showing !== null || settings === undefined) return;
    if (compareVersions(settings.changelogVersionSeen || '0', APP_VERSION) < 0) {
      setShowing({ kind: 'changelog' });
      return;
    }
    if (alert !== null && !settings.toursSeen.includes(alertSeenKey(alert.id))) {
      setShowing({ kind: 'alert', alert });
      return;
    }
    const walkthrough = walkthroughFor(pathname, network.online);
    if (walkthrough !== null && !settings.walkthroughsDone.includes(walkthrough)) {
      // Recorded as it starts: leaving the screen half-way does not show it again.
      recordHelpers({ walkthroughsDone: [walkthrough] });
      setShowing({ kind: 'walkthrough', id: walkthrough });
    }
  }, [showing, settings, alert, pathname, network.online]);

  useEffect(() => {
    return listenForReplays((helper) => {
      if (helper === 'changelog') setShowing({ kind: 'changelog' });
      else if ((WALKTHROUGH_IDS as readonly string[]).includes(helper)) {
        setShowing({ kind: 'walkthrough', id: helper as WalkthroughId });
      }
    });
  }, []);

  const closeChangelog = useCallback(() => {
    recordHelpers({ changelogVersionSeen: APP_VERSION });
    setShowing(null);
  }, []);
  const closeAlert = useCallback((id: string) => {
    recordHelpers({ toursSeen: [alertSeenKey(id)] });
    setShowing(null);
  }, []);
  const closeWalkthrough = useCallback(() => {
    setShowing(null);
  }, []);

  if (showing?.kind === 'changelog') return <ChangelogModal opened onClose={closeChangelog} />;
  if (showing?.kind === 'alert') {
    return (
      <RemoteAlertModal
        alert={showing.alert}
        onClose={() => {
          closeAlert(showing.alert.id);
        }}
      />
    );
  }
  if (showing?.kind === 'walkthrough') {
    return (
      <LazyTour
        key={showing.id}
        steps={WALKTHROUGHS[showing.id].steps}
        onClose={closeWalkthrough}
      />
    );
  }
  return null;
}
