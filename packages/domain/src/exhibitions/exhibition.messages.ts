import type { ExhibitionPlace } from './exhibition-arrangement.schema';
import { EXHIBITION_MAX_WORKS } from './exhibition-size';

/** Wording of 3D exhibitions (issue 35; docs/decisions/056-3d-exhibition-in-the-app.md). */
export const EXHIBITION_MESSAGES = {
  viewIn3d: 'View in 3D',
  beta: 'Beta',
  pageTitle: '3D exhibition',
  backToArtworks: 'Back to artworks',
  noWorks: 'None of the selected works is in your archive any more.',
  noSelection: 'Select artworks in the list, then choose View in 3D.',
  tooMany: (selected: number) =>
    `A 3D exhibition holds up to ${String(EXHIBITION_MAX_WORKS)} works: the first ${String(EXHIBITION_MAX_WORKS)} of the ${String(selected)} selected are hung.`,
  view3d: '3D view',
  view2d: 'List view',
  viewChoice: 'How to show the exhibition',
  noWebgl:
    'This browser cannot draw 3D here, so the works are listed in hanging order with their labels.',
  reducedMotion:
    'You prefer reduced motion, so the works are listed; the 3D view is one click away.',
  walkHelp:
    'Walk with the arrow keys or W A S D and drag to look around. Click a work, or press N and P, to come close to it; Esc steps back.',
  sceneLabel: (count: number) =>
    `3D room with ${String(count)} ${count === 1 ? 'work' : 'works'}. Arrow keys or W A S D walk; the list view reads every label.`,
  loadingRoom: 'Building the room…',
  loadingImages: (done: number, total: number) =>
    `Loading images: ${String(done)} of ${String(total)}`,
  imagesFailed: (count: number) =>
    `${String(count)} ${count === 1 ? 'image' : 'images'} could not be loaded; ${count === 1 ? 'its work is' : 'their works are'} shown without ${count === 1 ? 'it' : 'them'}.`,
  sceneFailed: 'The 3D view stopped working in this browser, so the works are listed instead.',
  arrangement: 'Arrangement',
  arrangementHint:
    'Works on one wall hang left to right in this order. Walls are named as you see them from the entrance.',
  place: 'Place',
  placeOf: (title: string) => `Place of ${title}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  resetArrangement: 'Hang as at first',
  saveExhibition: 'Save exhibition',
  saveExhibitionHint:
    'Keeps this arrangement at a private address, like a viewing room: with a password or a closing time if you wish, the works live from your archive.',
  saved: 'Exhibition saved',
  saveFailed: 'Could not save exhibition',
  saveArrangement: 'Save arrangement',
  arrangementSaved: 'Arrangement saved',
  arrangementSaveFailed: 'Could not save the arrangement',
  offlineHint: 'Saving an exhibition needs an Internet connection.',
  savedNotFound: 'This exhibition is not among your viewing rooms any more.',
  savedLoadFailed: 'Could not load the saved exhibition. Check your connection and try again.',
  savedTitle: (title: string) => `3D exhibition: ${title}`,
  badge: '3D exhibition',
  publicRoomLabel: 'The exhibition in 3D',
  publicListed: 'An exhibition in 3D: its works are listed here in hanging order, wall by wall.',
  editArrangement: 'Edit arrangement',
  fullScreen: 'Full screen',
  exitFullScreen: 'Leave full screen',
  backToRoom: 'Step back',
  workPanel: 'Work',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageOf: (index: number, count: number) => `Image ${String(index)} of ${String(count)}`,
  noImages: 'No images',
  openWork: 'Open artwork',
  untitled: 'Untitled',
  framed: 'framed',
  shownAtDefault: (cm: number) => `Size not recorded: shown ${String(cm)} cm on its longest side`,
  shownAtDefaultVariable: (cm: number) =>
    `Dimensions variable: shown ${String(cm)} cm on its longest side`,
  shownInProportion: "One dimension not recorded: shown in the image's proportions",
} as const;

/** Where a work stands, as the arrangement's select and the list view say it. */
export const EXHIBITION_PLACE_LABELS: Record<ExhibitionPlace, string> = {
  facing: 'Facing wall',
  right: 'Right wall',
  back: 'Back wall',
  left: 'Left wall',
  floor: 'On a plinth',
};
