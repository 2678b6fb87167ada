import { WALKTHROUGH_LABELS } from './help-menu.messages';
import type { TourId, WalkthroughId } from './helpers.schema';

/** One step of a tour or walkthrough: what it points at (a `data-tour` value) and says. */
export interface TourStepText {
  target: string;
  title: string;
  body: string;
}

/** The guided tutorial's walkthroughs (spec section 1), each shown once per user. */
export const WALKTHROUGHS: Record<WalkthroughId, { label: string; steps: TourStepText[] }> = {
  'first-artwork': {
    label: WALKTHROUGH_LABELS['first-artwork'],
    steps: [
      {
        target: 'add-menu',
        title: 'Add your first artwork',
        body: 'Add opens a new artwork: a title, the artist, images, its location and value.',
      },
      {
        target: 'nav-artworks',
        title: 'Your archive',
        body: 'Every artwork you add is listed here, grouped by collection, with search and sort.',
      },
      {
        target: 'help-menu',
        title: 'Help is here',
        body: 'Replay any of these walkthroughs from the Help menu whenever you like.',
      },
    ],
  },
  contacts: {
    label: WALKTHROUGH_LABELS.contacts,
    steps: [
      {
        target: 'nav-contacts',
        title: 'Your contact book',
        body: 'Keep collectors, galleries and lenders here, with their organisation and address.',
      },
      {
        target: 'add-menu',
        title: 'Add a contact',
        body: 'Add, then Contact. Contacts fill invoices, loan agreements and consignments.',
      },
    ],
  },
  exports: {
    label: WALKTHROUGH_LABELS.exports,
    steps: [
      {
        target: 'nav-artworks',
        title: 'Select, then export',
        body: 'Select artworks in the list; the selection bar offers Export: 13 documents and CSV.',
      },
      {
        target: 'account-menu',
        title: 'Your logo on every document',
        body: 'Set your organisation and its logo in Settings; exports carry them.',
      },
    ],
  },
  offline: {
    label: WALKTHROUGH_LABELS.offline,
    steps: [
      {
        target: 'offline-banner',
        title: 'You are offline',
        body: 'Keep working: changes are saved on this device and synced when you are back online.',
      },
    ],
  },
};

/** The product tours of spec section 1. */
export const TOURS: Record<TourId, { steps: TourStepText[] }> = {
  'white-label-exports': {
    steps: [
      {
        target: 'export-wizard',
        title: 'White-label exports',
        body: "Documents carry your organisation's name and logo. Set the logo in Settings, Organisation.",
      },
    ],
  },
  '3d-exhibition': {
    steps: [
      {
        target: 'exhibition-3d',
        title: '3D exhibitions (beta)',
        body: 'Hang selected works in a virtual room and share it.',
      },
    ],
  },
};

/** The white-label tour's step on settings tab 2, where the logo is set. */
export const WHITE_LABEL_LOGO_STEP: TourStepText = {
  target: 'organisation-logo',
  title: 'Your logo',
  body: 'Upload a JPEG or PNG logo here; every export shows it at the top.',
};

export const TOUR_LABELS = {
  next: 'Next',
  back: 'Back',
  done: 'Done',
  close: 'Close tour',
  showMe: 'Show me',
  stepOf: (step: number, total: number) => `${String(step)} of ${String(total)}`,
} as const;

/** The feature changelog (spec section 1): versions 1.5, 1.6 and 1.7, newest first. */
export const CHANGELOG: { version: string; title: string; items: string[] }[] = [
  {
    version: '1.7',
    title: 'Viewing rooms and exports',
    items: [
      'Viewing rooms: share a selection of works as a private web page, with or without a password, and see who looked.',
      'Thirteen export documents and CSV from any selection: work lists, price lists, invoices, loan and consignment agreements, certificates and labels.',
      'Your organisation\u2019s logo and address on every document (Settings, Organisation).',
    ],
  },
  {
    version: '1.6',
    title: 'Works offline',
    items: [
      'Add and edit artworks and contacts without a connection; changes are saved on the device and synced later.',
      'Images import from Dropbox, and large archives load and search quickly.',
    ],
  },
  {
    version: '1.5',
    title: 'Contacts and collections',
    items: [
      'A contact book with organisations, addresses and photos, searchable and sortable.',
      'Artworks grouped into collections, with status, location and value history.',
    ],
  },
];

export const HELPER_MESSAGES = {
  changelogTitle: "What's new in Archive",
  changelogClose: 'Got it',
  alertClose: 'Close',
} as const;
