/**
 * Wording of the artwork screens that the spec leaves open ("not shown"; docs/decisions/014);
 * the spec's own strings (form errors, the offline toast) are in FORM_MESSAGES and others.
 */
export const ARTWORK_SCREEN_MESSAGES = {
  newArtwork: 'New artwork',
  notSynced: 'Not synced yet',
  saved: 'Artwork saved',
  updated: 'Artwork updated',
  savedAndCopied: 'Artwork saved. This is a copy of it, ready to edit',
  savedAndNew: 'Artwork saved. Ready for the next one',
  saveFailed: 'Could not save the artwork',
  saveAndCopyFailed: 'Could not save and copy the artwork',
  saveAndNewFailed: 'Could not save the artwork and start a new one',
  deleteTitle: 'Delete artwork',
  deleteBody: (name: string) => `Delete ${name} from your archive? This cannot be undone.`,
  deleted: 'Artwork deleted',
  deleteFailed: 'Could not delete the artwork',
  unsaved: 'Your changes to this artwork have not been saved.',
  unsavedMany: 'Your changes to the selected artworks have not been saved.',
  notFoundTitle: 'Artwork not found',
  notFound: 'This artwork is not in your archive (it may have been deleted).',
  multiEditTitle: (count: number) => (count === 1 ? 'Edit 1 artwork' : `Edit ${count} artworks`),
  multiEditHint:
    'Fields marked Multiple differ between the selected artworks. Only the fields you change are saved, to every selected artwork.',
  multiEditSaved: (count: number) =>
    count === 1 ? '1 artwork updated' : `${count} artworks updated`,
  multiEditNothing: 'Nothing changed: edit a field to update the selected artworks',
  multiEditFailed: 'Could not save the changes to the selected artworks',
  noSelectionTitle: 'No artworks selected',
  noSelection: 'Select two or more works in your archive to edit their shared fields together.',
  multiple: 'Multiple',
  clearInAll: (label: string) => `Clear ${label.toLowerCase()} in all selected artworks`,
  cratesDiffer: 'The selected artworks have different crates. Crates you set here replace theirs.',
  imagesComingTitle: 'Images are on their way',
  imagesComing:
    'Uploading and ordering images for this artwork comes next. Your artwork details are saved without them.',
  historyTitle: 'History',
  historyEmpty: 'No changes recorded yet.',
  historyFailed: 'Could not load the history. Please try again later',
  historyNotSynced: 'The history starts once this artwork has synced.',
  previous: 'Previous artwork',
  next: 'Next artwork',
} as const;
