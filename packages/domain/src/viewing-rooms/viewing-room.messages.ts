/**
 * Wording of viewing rooms (docs/decisions/032-viewing-rooms.md). The spec names the failure
 * toast (section 8) without its words; the rest is not in the spec.
 */
export const VIEWING_ROOM_MESSAGES = {
  /** What the figures count (issue 33): said under them on each room's card. */
  figuresExplained:
    'A unique visitor is one browser on one network on one day, counted without cookies; a visit ends after 30 minutes without a page.',
  createFailed: 'Could not create viewing room',
  createAction: 'Create viewing room',
  offlineHint: 'Viewing rooms need an Internet connection.',
  created: 'Viewing room created',
  updated: 'Viewing room saved',
  updateFailed: 'Could not save viewing room',
  revoked: 'Viewing room revoked',
  revokeFailed: 'Could not revoke viewing room',
  revokeConfirm: 'Revoke this viewing room? Its link will stop working at once.',
  linkCopied: 'Link copied',
  noTitle: 'Please enter a title',
  expiryInPast: 'Choose a time in the future',
  passwordTooShort: 'Use at least 6 characters',
  noWorks: 'Select at least one artwork',
  tooManyWorks: 'A viewing room holds at most 200 works',
  pageTitle: 'Viewing rooms',
  empty: 'No viewing rooms yet. Select artworks and choose Create viewing room.',
  loadFailed: 'Could not load viewing rooms',
  enquiries: 'Enquiries',
  enquiriesOf: (title: string) => `Enquiries in ${title}`,
  enquiriesLoadFailed: 'Could not load the enquiries. Check your connection and try again.',
  enquiryReply: 'Reply',
  enquiryReplySubject: (work: string) => `Re: Enquiry about ${work}`,
  worksLabel: 'Works in this room',
  worksHint: 'Drag a work by its handle, or use Move up and Move down, to set the order.',
  dragWork: (name: string) => `Drag to reorder: ${name}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  removeWork: 'Remove from the room',
  keepOneWork: 'A viewing room keeps at least one work',
  deletedWork: 'Deleted artwork',
  preview: 'Preview',
  previewHint: 'Opens the room as visitors see it, without counting your visit.',
  newRoom: 'New room',
  addToRoom: 'Add to a room',
  chooseRoom: 'Choose a viewing room',
  noOpenRooms: 'You have no open viewing rooms. Create a new room instead.',
  added: 'Added to the viewing room',
  addFailed: 'Could not add to the viewing room',
  addHint: (count: number) =>
    count === 1
      ? '1 artwork joins the end of the room; a work already in it stays where it is.'
      : `${String(count)} artworks join the end of the room; works already in it stay where they are.`,
  allAlreadyInRoom: 'These works are already in that viewing room.',
} as const;

/** What the public room page says to a visitor. */
export const ROOM_PAGE_MESSAGES = {
  notFoundTitle: 'Viewing room not found',
  notFoundBody:
    'This address does not lead to a viewing room. Please check the link you were sent.',
  goneTitle: 'This viewing room has closed',
  goneBody:
    'The viewing room you are looking for is no longer available. Please ask its sender for a new link.',
  passwordTitle: 'This viewing room is private',
  passwordLabel: 'Password',
  passwordSubmit: 'Enter',
  passwordWrong: 'That password is not right. Please try again.',
  tooManyTries: 'Too many tries. Please wait a few minutes and try again.',
  tooManyTriesTitle: 'Too many tries',
  tryAgainIn: (minutes: number) =>
    `Too many tries. Please try again in ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  failedTitle: 'Something went wrong',
  failedBody: 'The viewing room could not be shown. Please try again in a few minutes.',
  unreadableTitle: 'This request could not be read',
  unreadableBody: 'Please go back to the viewing room and try again.',
  slowDownTitle: 'Please slow down',
  slowDownFor: (minutes: number) =>
    `This viewing room has had many requests from your network. Please try again in ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  priceOnRequest: 'Price on request',
  notAvailable: 'Not available',
  enquire: 'Enquire about this work',
  enquiryEmail: 'Your e-mail',
  enquiryMessage: 'Your message',
  enquirySend: 'Send enquiry',
  enquirySent: 'Thank you. Your enquiry was sent.',
  enquiryInvalid: 'Please enter a valid e-mail address and a message.',
  enquiryFailedTitle: 'Your enquiry could not be sent',
  enquiryFailedBody: 'Something went wrong on our side. Please try again in a few minutes.',
  viewLarge: 'View full screen',
  backToRoom: 'Back to the viewing room',
  previous: 'Previous work',
  next: 'Next work',
  pages: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${String(page)} of ${String(pages)}`,
  noLongerShown: 'This work is no longer in the viewing room.',
  ownerPreview: 'Your preview of this viewing room. Your visits are not counted in its figures.',
} as const;
