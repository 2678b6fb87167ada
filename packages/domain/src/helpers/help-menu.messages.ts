/** The Help menu's replay items (a file of its own: the top bar is in the first load). */
export const WALKTHROUGH_LABELS = {
  'first-artwork': 'Your first artwork',
  contacts: 'Contacts',
  exports: 'Exports',
  offline: 'Working offline',
} as const;
export const WHATS_NEW_LABEL = "What's new";
export const WALKTHROUGHS_LABEL = 'Walkthroughs';

/** The event the Help menu sends to replay a walkthrough ('changelog': the changelog). */
export const HELPER_REPLAY_EVENT = 'archive:replay-helper';
