/** Wording of the contact screens that the spec leaves open ("not shown"). */
export const CONTACT_SCREEN_MESSAGES = {
  searchPlaceholder: 'Search Contacts',
  addContact: 'Add contact',
  selectAll: 'Select all',
  cancelSelection: 'Cancel selection',
  deleteSelected: 'Delete selected',
  notFoundTitle: 'Contact not found',
  count: (count: number) => (count === 1 ? '1 contact' : `${count} contacts`),
  selected: (count: number) => `${count} selected`,
  emptyTitle: 'No contacts yet',
  emptyBody:
    'Keep collectors, curators, galleries, framers and shippers in one address book, linked to the works they hold.',
  noResultsTitle: 'No contacts found',
  noResultsBody: (term: string) => `Nothing in your contacts matches “${term}”.`,
  deleteOneTitle: 'Delete contact',
  deleteOneBody: (name: string) => `Delete ${name} from your contacts? This cannot be undone.`,
  deleteManyTitle: 'Delete contacts',
  deleteManyBody: (count: number) =>
    count === 1
      ? 'Delete the selected contact? This cannot be undone.'
      : `Delete ${count} selected contacts? This cannot be undone.`,
  created: 'Contact saved',
  updated: 'Contact updated',
  deleted: 'Contact deleted',
  deletedMany: (count: number) => (count === 1 ? 'Contact deleted' : `${count} contacts deleted`),
  notFound: 'This contact is not in your archive (it may have been deleted).',
  lastUpdated: (date: string, name: string) => `Last updated ${date} by ${name}`,
  syncManuallyWhat: (name: string) => `the contact ${name}`,
  sortBy: 'Sort contacts by',
  sortAscending: 'Ascending: change to descending',
  sortDescending: 'Descending: change to ascending',
} as const;

/** Words of the contact card's photo field; the spec gives none. */
export const CONTACT_PHOTO_MESSAGES = {
  saveFirst: 'Save the contact first to add a photo',
  offline: 'Photos upload when you are online',
  uploaded: 'Photo uploaded',
  removed: 'Photo removed',
  failed: 'The photo could not be saved; try again',
  alt: 'Contact photo',
  remove: 'Remove photo',
} as const;
