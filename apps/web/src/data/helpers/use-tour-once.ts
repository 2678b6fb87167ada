import { useCallback } from 'react';
import {
  isWalkthroughId,
  type TourId,
  type WalkthroughId,
} from '@archive/domain/helpers/helper-settings-rules';
import { recordHelpers } from './helper-settings';
import { useSession } from '../session/use-session';

/**
 * Whether a tour (or a walkthrough) is still to be shown to this user, read from the user's
 * settings, and how to record it as seen (once per person across devices; decision 040).
 */
export function useTourOnce(
  id: TourId | WalkthroughId,
  kind: 'tour' | 'walkthrough' = 'tour',
): { due: boolean; markSeen: () => void } {
  const session = useSession();
  const settings = session?.user.settings;
  const seen =
    kind === 'tour' ? settings?.toursSeen.includes(id) : settings?.walkthroughsDone.includes(id);
  const markSeen = useCallback(() => {
    if (kind === 'walkthrough' && isWalkthroughId(id)) recordHelpers({ walkthroughsDone: [id] });
    else recordHelpers({ toursSeen: [id] });
  }, [id, kind]);
  return { due: session !== null && seen !== true, markSeen };
}
