import { countText } from '../text/group-thousands';

/**
 * Wording of the artworks list that the spec leaves open ("not shown"), beside the other
 * artwork screens' wording in artwork-screen.messages.ts.
 */
export const ARTWORK_LIST_MESSAGES = {
  count: (count: number) => (count === 1 ? '1 artwork' : `${countText(count)} artworks`),
  selected: (count: number) => `${countText(count)} selected`,
  searchPlaceholder: 'Search Artworks',
  searchHint: 'Press / to search',
  sortLabel: 'Sort by',
  selectAll: 'Select all',
  clearSelection: 'Clear selection',
  selectGroup: (label: string) => `Select all in ${label}`,
  clearGroup: (label: string) => `Clear selection in ${label}`,
  found: (shown: number, total: number) => `${countText(shown)} of ${countText(total)} shown`,
  emptyTitle: 'Your archive is ready for its first work',
  emptyBody:
    'Add an artwork with its images, dimensions, location and value. Everything is saved on this device first and synced when you are online.',
  noResultsTitle: 'No artworks found',
  noResultsBody: (term: string) => `Nothing in your archive matches “${term}”.`,
  openOne: 'Open artwork',
  editMany: (count: number) => `Edit ${countText(count)} artworks`,
  scrollToTop: 'Scroll to top',
  loading: 'Loading artworks',
  noId: 'New',
  syncManuallyWhat: (name: string) => `the artwork ${name}`,
  discoveryBody: 'Browse every work in your archive and what others have shared with you.',
  variableDimensions: 'Variable dimensions',
} as const;
