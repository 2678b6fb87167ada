/**
 * Wording of sharing (docs/decisions/036-sharing.md). The spec names the toasts (section 8:
 * "shared", "Share failed", "save shared artwork" failure) without their words.
 */
export const SHARE_MESSAGES = {
  /** Success toast of the share modal. */
  shared: 'Artworks shared',
  /** Failure toast of the share modal. */
  shareFailed: 'Could not share artworks',
  /** Success toast of 'Save to collection'. */
  saved: 'Artworks saved to your collection',
  /** Failure toast of 'Save to collection' (spec section 8: save shared artwork). */
  saveFailed: 'Could not save shared artwork',
  withdrawn: 'Share withdrawn',
  withdrawFailed: 'Could not withdraw share',
  offlineHint: 'Sharing needs an Internet connection.',
  saveOfflineHint: 'Saving shared works needs an Internet connection.',
  noWorks: 'Select at least one artwork',
  tooManyWorks: 'You can share at most 500 works at once',
  messageTooLong: 'The message can be at most 2,000 characters',
  ownEmail: 'You cannot share with yourself',
  /** 429 when the sender has invited 20 addresses without an account today. */
  invitationLimit: 'You have invited too many people today. Please try again tomorrow',
  /** 400 when the chosen collection is a production one. */
  productionCollection: 'Shared works can only be saved into a collection, not a production',
  eachWorkOnce: 'Each work once',
} as const;

/** The words of the sharing screens: the activity panel and the shared view (decision 038). */
export const SHARE_SCREEN_MESSAGES = {
  notificationsHint: 'Shared artworks and account news appear here.',
  sharedWithYou: 'Shared with you',
  openActivityPanel: 'Open activity panel',
  from: 'From',
  to: 'To',
  /** "shared 3 works", after the sender's name. */
  sharedWorks: 'shared',
  noIncoming: 'Nothing shared with you yet',
  noIncomingHint: 'Works other people share with you appear here.',
  noOutgoing: 'You have not shared anything yet',
  noOutgoingHint: 'Select works in your archive and choose Share.',
  noImages: 'No images',
  framed: 'Framed',
  notFramed: 'Not framed',
  readOnly: 'Read-only',
  sharedBy: 'Shared by',
  sharedWith: 'Shared with',
  /** "2 of 3": where the work on screen stands among the shared works. */
  position: (place: number, count: number) => `${String(place)} of ${String(count)}`,
  saveToCollection: 'Save to collection',
  saveExplained: 'A copy becomes yours to edit; the shared work stays as its sender keeps it.',
  noCollection: 'You have no collection to save into yet.',
  loading: 'Loading shared artwork',
  goneTitle: 'This work is no longer shared',
  goneDescription: 'Its sender withdrew the share or removed the work.',
  goToArtworks: 'Go to artworks',
} as const;

/** The e-mails a share sends (plain text; the sender's name and message and a link). */
export const SHARE_MAIL_MESSAGES = {
  subject: (senderName: string) => `${senderName} shared artworks with you on Archive`,
  invitationSubject: (senderName: string) => `${senderName} invited you to Archive`,
  body: (senderName: string, count: number) =>
    `${senderName} shared ${String(count)} ${count === 1 ? 'work' : 'works'} with you on Archive.`,
  invitationBody: (senderName: string, count: number) =>
    `${senderName} shared ${String(count)} ${count === 1 ? 'work' : 'works'} with you on Archive. ` +
    'Create an account with this e-mail address to see them.',
  messageIntro: 'Their message:',
  open: 'Open Archive:',
  register: 'Create your account:',
} as const;
