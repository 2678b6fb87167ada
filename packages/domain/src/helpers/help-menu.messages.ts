/** The Help menu's replay items (a file of its own: the top bar is in the first load). */
export const WALKTHROUGH_LABELS = {
  'first-artwork': 'Your first artwork',
  contacts: 'Contacts',
  exports: 'Exports',
  offline: 'Working offline',
} as const;
export const WHATS_NEW_LABEL = "What's new";
export const WALKTHROUGHS_LABEL = 'Walkthroughs';
