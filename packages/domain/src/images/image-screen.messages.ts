import { IMAGE_MESSAGES } from './image.messages';

/**
 * Wording of the image screens that the spec leaves open (the upload list, the image_viewer
 * modal, the file-hosting chooser); the spec's own "only jpeg and png" is IMAGE_MESSAGES.
 */
export const IMAGE_SCREEN_MESSAGES = {
  dropTitle: (maxCount: number) =>
    maxCount === 1 ? 'Drag an image here or choose a file' : 'Drag images here or choose files',
  dropHint: (maxCount: number) =>
    maxCount === 1
      ? 'One JPEG or PNG image, up to 50 MB.'
      : `JPEG or PNG images, up to 50 MB each, at most ${maxCount} in all.`,
  dropAccept: 'Drop to add',
  dropReject: IMAGE_MESSAGES.onlyJpegOrPng,
  chooseFiles: 'Choose files',
  chooseFile: 'Choose file',
  maxReached: (maxCount: number) =>
    maxCount === 1
      ? 'Remove the image to add another one.'
      : `This list holds at most ${maxCount} images. Delete one to add another.`,
  tooMany: (remaining: number) =>
    remaining === 1
      ? 'Only 1 more image can be added.'
      : `Only ${remaining} more images can be added.`,
  rejectedFile: (name: string, reason: string) => `${name}: ${reason}`,
  cover: 'Cover',
  cancel: 'Cancel',
  delete: 'Delete',
  dismissProblems: 'Dismiss',
  uploading: 'Uploading',
  failed: 'Upload failed',
  failedHint: 'This image could not be uploaded. Delete it and add it again.',
  /** A file the server refused for good (the device could not judge it): its reason follows. */
  refused: 'Not accepted',
  refusedHint: (reason: string) => `Not uploaded: ${reason}. Delete it to remove it from the list.`,
  checking: 'Checking the files',
  noImagesTitle: 'No images yet',
  noImages: 'The first image becomes the cover. Drag images to change their order.',
  setAsCover: (position: number) => `Set image ${position} as cover`,
  deleteImage: (position: number) => `Delete image ${position}`,
  deleteConfirm: 'Delete this image?',
  describeImage: (position: number) => `Describe image ${position}`,
  describePlaceholder: 'Description',
  openImage: (position: number) => `Open image ${position}`,
  moveImage: (position: number) => `Move image ${position}`,
  addFailed: 'Could not add the images',
  reorderFailed: 'Could not change the order of the images',
  deleteFailed: 'Could not delete the image',
  describeFailed: 'Could not save the description',
  /** The images section of the details tab (spec section 2; artwork preview count 6). */
  previewTitle: 'Images',
  previewNone: 'No images yet. Add photographs on the Images tab; the first becomes the cover.',
  previewManage: 'Manage images',
  previewAdd: 'Add images',
  previewMore: (count: number) => `+${String(count)} more`,
  saveFirstTitle: 'Save the artwork first',
  saveFirst:
    'Images are added to a saved artwork. Save this one, then add its images here; they upload in the background, also offline.',
  loading: 'Loading images',
  viewerTitle: 'Image viewer',
  viewerCounter: (position: number, count: number) => `${position} of ${count}`,
  previous: 'Previous image',
  next: 'Next image',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Actual fit',
  close: 'Close viewer',
  notLoaded: 'This image is not available yet.',
  dropboxChoose: 'Import from Dropbox',
  dropboxFailed: 'Could not open Dropbox',
  /** The failure toast of the spec's "file-hosting image import" (section 8; wording ours). */
  dropboxImportFailed: 'Could not import the images from Dropbox',
  dropboxImportSomeFailed: (failed: number, count: number) =>
    `Could not import ${failed} of ${count} images from Dropbox`,
  dropboxImporting: (done: number, count: number) => `Importing from Dropbox: ${done} of ${count}`,
  dropboxImported: (count: number) =>
    count === 1 ? '1 image imported from Dropbox' : `${count} images imported from Dropbox`,
  /** The import is online only: the server downloads the files (decision 017). */
  dropboxNeedsConnection: 'Importing from Dropbox needs an Internet connection.',
  dropboxNeedsSync:
    'This artwork is not on the server yet. Import from Dropbox once it has synced.',
} as const;
