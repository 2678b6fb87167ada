import type { ArtworkDimensions, BoxDimensions } from '../artworks/artwork.schema';
import { formatDimensions } from '../artworks/artwork-list-format';
import {
  EXHIBITION_WALLS,
  type ExhibitionPlace,
  type ExhibitionPlacement,
  type ExhibitionWall,
} from './exhibition-arrangement.schema';
import { EXHIBITION_MESSAGES } from './exhibition.messages';

/**
 * How a room is hung (issue 35, docs/decisions/056-3d-exhibition-in-the-app.md): museum
 * practice in centimetres, returned in metres (three.js units). Pure, so the room a person
 * sees is the one the tests measure.
 */

/** The centre line of hung works (57 in, the museum standard). */
export const HANG_CENTRE_CM = 145;
/** A tall work's lowest edge stays this far above the floor. */
export const MIN_BOTTOM_CM = 30;
/** Between two works on a wall: room for the label and for the eye. */
export const WORK_GAP_CM = 80;
/** From a corner to the first work. */
export const CORNER_MARGIN_CM = 120;
/** The smallest wall: a room of one work is still a room. */
export const MIN_WALL_CM = 600;
export const MIN_ROOM_HEIGHT_CM = 360;
const HEADROOM_CM = 80;
/** The longest side a work without dimensions is shown at (its label says so). */
export const DEFAULT_SIZE_CM = 60;
/** A frame whose own size is not recorded: this moulding on every side. */
export const FRAME_MOULDING_CM = 5;
/** Deeper than this, or with a diameter, a work is a sculpture and stands on a plinth. */
export const SCULPTURE_MIN_DEPTH_CM = 15;
/** A flat work's thickness when none is recorded (a canvas on its stretcher). */
const FLAT_THICKNESS_CM = 3;
const PLINTH_MARGIN_CM = 10;
/** A sculpture's top is brought near eye level: the plinth makes up the difference. */
const PLINTH_EYE_CM = 150;
const PLINTH_MIN_CM = 10;
const PLINTH_MAX_CM = 90;
/** A plinth lower than this carries its label on a stand beside it. */
const PLINTH_LABEL_MIN_CM = 60;
const LABEL_STAND_CM = 110;
const FLOOR_SPACING_CM = 150;
const FLOOR_WALL_CLEARANCE_CM = 220;
export const LABEL_WIDTH_CM = 24;
export const LABEL_HEIGHT_CM = 12;
const LABEL_CENTRE_CM = 130;
const LABEL_OFFSET_CM = 10;
export const EYE_HEIGHT_CM = 160;
/** Where a visitor enters: this far in front of the back wall, taking the room in. */
const ENTRANCE_FROM_BACK_CM = 80;

/** What the hang needs of an artwork. */
export interface ExhibitionWork {
  id: string;
  artist: string;
  title: string;
  year: string;
  technique: string;
  dimensions: ArtworkDimensions;
  isFramed: boolean;
  frameDimensions: BoxDimensions;
  /** The cover image's width / height, when known: a work without dimensions keeps it. */
  imageAspect: number | null;
}

export type SizeNote = 'recorded' | 'default' | 'variable' | 'proportional';

export interface WorkSize {
  /** The work itself, in cm (without its frame). */
  width: number;
  height: number;
  depth: number;
  note: SizeNote;
}

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface WallLabel {
  lines: string[];
  position: Vec3;
  rotationY: number;
  width: number;
  height: number;
  /** The height of the stand the label sits on (a low plinth's), or null on a wall or plinth. */
  stand: number | null;
}

export interface HungWork {
  id: string;
  place: ExhibitionPlace;
  /** 1-based place in the hanging order, as the list view numbers it. */
  number: number;
  kind: 'flat' | 'sculpture';
  /** The centre of the work (its image face is at +depth/2 along its facing direction). */
  position: Vec3;
  /** Turn about the vertical axis: 0 faces +z, toward the entrance. */
  rotationY: number;
  /** The work without its frame, in metres. */
  size: { width: number; height: number; depth: number };
  /** The frame's border on each side in metres, or null when unframed. */
  frame: { side: number; top: number } | null;
  /** A cylinder rather than a box (a diameter was recorded). */
  round: boolean;
  plinth: { position: Vec3; width: number; height: number; depth: number } | null;
  label: WallLabel;
  sizeNote: SizeNote;
}

export interface ExhibitionHang {
  /** Inside dimensions in metres: x across, z deep, floor at y = 0, centred on the origin. */
  room: { width: number; depth: number; height: number };
  works: HungWork[];
  /** Where a visitor enters: on the back wall's side, looking at the facing wall. */
  entrance: Vec3;
}

const M = 0.01;

function positive(value: number | null): value is number {
  return value !== null && value > 0;
}

/** The size a work is shown at, and whether it was recorded or stood in for. */
export function workSize(work: ExhibitionWork): WorkSize {
  const { dimensions } = work;
  const aspect = work.imageAspect !== null && work.imageAspect > 0 ? work.imageAspect : 1;
  const recordedDepth = positive(dimensions.depth) ? dimensions.depth : null;
  const diameter = positive(dimensions.diameter) ? dimensions.diameter : null;
  const depth = recordedDepth ?? diameter ?? FLAT_THICKNESS_CM;
  const fallback = (note: SizeNote): WorkSize =>
    aspect >= 1
      ? { width: DEFAULT_SIZE_CM, height: DEFAULT_SIZE_CM / aspect, depth, note }
      : { width: DEFAULT_SIZE_CM * aspect, height: DEFAULT_SIZE_CM, depth, note };
  if (dimensions.variable) return fallback('variable');
  const height = positive(dimensions.height) ? dimensions.height : null;
  const width = positive(dimensions.width) ? dimensions.width : diameter;
  if (height !== null && width !== null) return { width, height, depth, note: 'recorded' };
  if (height !== null) return { width: height * aspect, height, depth, note: 'proportional' };
  if (width !== null) return { width, height: width / aspect, depth, note: 'proportional' };
  return fallback('default');
}

/** A sculpture stands on a plinth unless the person hangs it (a deep relief may hang). */
export function isSculpture(work: ExhibitionWork): boolean {
  const { dimensions } = work;
  if (dimensions.variable) return false;
  return (
    positive(dimensions.diameter) ||
    (positive(dimensions.depth) && dimensions.depth >= SCULPTURE_MIN_DEPTH_CM)
  );
}

/** The frame's border (cm) on the sides and at top and bottom, or null when unframed. */
function frameBorder(work: ExhibitionWork, size: WorkSize): { side: number; top: number } | null {
  if (!work.isFramed) return null;
  const outer = work.frameDimensions;
  if (
    positive(outer.width) &&
    positive(outer.height) &&
    outer.width > size.width &&
    outer.height > size.height
  ) {
    return { side: (outer.width - size.width) / 2, top: (outer.height - size.height) / 2 };
  }
  return { side: FRAME_MOULDING_CM, top: FRAME_MOULDING_CM };
}

/** The wall label's lines: artist; title, year; technique; dimensions (or what stands in). */
export function labelLines(work: ExhibitionWork, size: WorkSize = workSize(work)): string[] {
  const title = work.title.trim() === '' ? EXHIBITION_MESSAGES.untitled : work.title.trim();
  const recorded = formatDimensions(work.dimensions);
  const measured = [
    work.dimensions.variable ? '' : recorded,
    work.isFramed ? EXHIBITION_MESSAGES.framed : '',
  ]
    .filter((part) => part !== '')
    .join(', ');
  const note =
    size.note === 'default'
      ? EXHIBITION_MESSAGES.shownAtDefault(DEFAULT_SIZE_CM)
      : size.note === 'variable'
        ? EXHIBITION_MESSAGES.shownAtDefaultVariable(DEFAULT_SIZE_CM)
        : size.note === 'proportional'
          ? EXHIBITION_MESSAGES.shownInProportion
          : '';
  return [
    work.artist.trim(),
    [title, work.year.trim()].filter((part) => part !== '').join(', '),
    work.technique.trim(),
    measured,
    note,
  ].filter((line) => line !== '');
}

/** The first placement of each work present, in order. */
function placedWorks(
  works: readonly ExhibitionWork[],
  placements: readonly ExhibitionPlacement[],
): { work: ExhibitionWork; place: ExhibitionPlace }[] {
  const byId = new Map(works.map((work) => [work.id, work]));
  const seen = new Set<string>();
  return placements.flatMap((placement) => {
    const work = byId.get(placement.artworkId);
    if (!work || seen.has(work.id)) return [];
    seen.add(work.id);
    return [{ work, place: placement.place }];
  });
}

interface Prepared {
  work: ExhibitionWork;
  place: ExhibitionPlace;
  number: number;
  size: WorkSize;
  frame: { side: number; top: number } | null;
  /** Outer width and height in cm (with the frame). */
  outerWidth: number;
  outerHeight: number;
}

/** A wall's run: its works and the gaps between them, without the corners. */
function runOf(items: readonly Prepared[]): number {
  if (items.length === 0) return 0;
  return items.reduce((sum, item) => sum + item.outerWidth, 0) + WORK_GAP_CM * (items.length - 1);
}

function plinthOf(size: WorkSize): { width: number; depth: number; height: number } {
  return {
    width: size.width + 2 * PLINTH_MARGIN_CM,
    depth: size.depth + 2 * PLINTH_MARGIN_CM,
    height: Math.min(PLINTH_MAX_CM, Math.max(PLINTH_MIN_CM, PLINTH_EYE_CM - size.height)),
  };
}

/**
 * Where a point `along` cm from a wall's middle (left to right as one faces it) and `out` cm
 * from its surface lies, and which way a thing on that wall faces.
 */
function onWall(
  wall: ExhibitionWall,
  along: number,
  out: number,
  width: number,
  depth: number,
): { x: number; z: number; rotationY: number } {
  switch (wall) {
    case 'facing':
      return { x: along, z: -depth / 2 + out, rotationY: 0 };
    case 'right':
      return { x: width / 2 - out, z: along, rotationY: -Math.PI / 2 };
    case 'back':
      return { x: -along, z: depth / 2 - out, rotationY: Math.PI };
    case 'left':
      return { x: -width / 2 + out, z: -along, rotationY: Math.PI / 2 };
  }
}

function metres(point: { x: number; y: number; z: number }): Vec3 {
  return { x: point.x * M, y: point.y * M, z: point.z * M };
}

/** The room and every work's place in it, for these placements (unknown ids are skipped). */
export function hangExhibition(
  works: readonly ExhibitionWork[],
  placements: readonly ExhibitionPlacement[],
): ExhibitionHang {
  const prepared: Prepared[] = placedWorks(works, placements).map(({ work, place }, index) => {
    const size = workSize(work);
    const frame = place === 'floor' ? null : frameBorder(work, size);
    return {
      work,
      place,
      number: index + 1,
      size,
      frame,
      outerWidth: size.width + 2 * (frame?.side ?? 0),
      outerHeight: size.height + 2 * (frame?.top ?? 0),
    };
  });
  const onWallNamed = (wall: ExhibitionWall) => prepared.filter((item) => item.place === wall);
  const floor = prepared.filter((item) => item.place === 'floor');

  // The plinths stand in a grid in the middle, each cell as large as the largest plinth.
  const plinths = floor.map((item) => plinthOf(item.size));
  const cell = {
    width: Math.max(0, ...plinths.map((plinth) => plinth.width)) + FLOOR_SPACING_CM,
    depth: Math.max(0, ...plinths.map((plinth) => plinth.depth)) + FLOOR_SPACING_CM,
  };
  const columns = Math.ceil(Math.sqrt(floor.length));
  const rows = columns === 0 ? 0 : Math.ceil(floor.length / columns);
  const floorSpan = (count: number, size: number) =>
    count === 0 ? 0 : count * size + 2 * FLOOR_WALL_CLEARANCE_CM;

  const wallLength = (walls: ExhibitionWall[]) =>
    Math.max(...walls.map((wall) => runOf(onWallNamed(wall)) + 2 * CORNER_MARGIN_CM));
  const width = Math.max(
    MIN_WALL_CM,
    wallLength(['facing', 'back']),
    floorSpan(columns, cell.width),
  );
  const depth = Math.max(MIN_WALL_CM, wallLength(['right', 'left']), floorSpan(rows, cell.depth));

  const hung: HungWork[] = [];
  let top = 0;
  for (const wall of EXHIBITION_WALLS) {
    const items = onWallNamed(wall);
    let along = -runOf(items) / 2;
    for (const item of items) {
      const { size, frame } = item;
      const centreY = Math.max(HANG_CENTRE_CM, item.outerHeight / 2 + MIN_BOTTOM_CM);
      top = Math.max(top, centreY + item.outerHeight / 2);
      const middle = along + item.outerWidth / 2;
      const thickness = Math.min(size.depth, SCULPTURE_MIN_DEPTH_CM * 4);
      const at = onWall(wall, middle, thickness / 2, width, depth);
      const labelAt = onWall(
        wall,
        along + item.outerWidth + LABEL_OFFSET_CM + LABEL_WIDTH_CM / 2,
        0.2,
        width,
        depth,
      );
      hung.push({
        id: item.work.id,
        place: wall,
        number: item.number,
        kind: 'flat',
        position: metres({ x: at.x, y: centreY, z: at.z }),
        rotationY: at.rotationY,
        size: { width: size.width * M, height: size.height * M, depth: thickness * M },
        frame: frame === null ? null : { side: frame.side * M, top: frame.top * M },
        round: false,
        plinth: null,
        label: {
          lines: labelLines(item.work, size),
          position: metres({ x: labelAt.x, y: LABEL_CENTRE_CM, z: labelAt.z }),
          rotationY: labelAt.rotationY,
          width: LABEL_WIDTH_CM * M,
          height: LABEL_HEIGHT_CM * M,
          stand: null,
        },
        sizeNote: size.note,
      });
      along += item.outerWidth + WORK_GAP_CM;
    }
  }

  floor.forEach((item, index) => {
    const plinth = plinths[index] ?? plinthOf(item.size);
    const column = index % columns;
    const row = Math.floor(index / columns);
    const x = (column - (columns - 1) / 2) * cell.width;
    const z = (row - (rows - 1) / 2) * cell.depth;
    top = Math.max(top, plinth.height + item.size.height);
    const low = plinth.height < PLINTH_LABEL_MIN_CM;
    const labelY = low ? LABEL_STAND_CM : plinth.height - LABEL_HEIGHT_CM / 2 - 4;
    const labelX = low ? x + plinth.width / 2 + LABEL_WIDTH_CM : x;
    hung.push({
      id: item.work.id,
      place: 'floor',
      number: item.number,
      kind: 'sculpture',
      position: metres({ x, y: plinth.height + item.size.height / 2, z }),
      rotationY: 0,
      size: {
        width: item.size.width * M,
        height: item.size.height * M,
        depth: item.size.depth * M,
      },
      frame: null,
      round: positive(item.work.dimensions.diameter),
      plinth: {
        position: metres({ x, y: plinth.height / 2, z }),
        width: plinth.width * M,
        height: plinth.height * M,
        depth: plinth.depth * M,
      },
      label: {
        lines: labelLines(item.work, item.size),
        position: metres({ x: labelX, y: labelY, z: z + plinth.depth / 2 + 0.2 }),
        rotationY: 0,
        width: LABEL_WIDTH_CM * M,
        height: LABEL_HEIGHT_CM * M,
        stand: low ? (LABEL_STAND_CM - LABEL_HEIGHT_CM / 2) * M : null,
      },
      sizeNote: item.size.note,
    });
  });

  hung.sort((a, b) => a.number - b.number);
  const height = Math.max(MIN_ROOM_HEIGHT_CM, top + HEADROOM_CM);
  return {
    room: { width: width * M, depth: depth * M, height: height * M },
    works: hung,
    entrance: metres({ x: 0, y: EYE_HEIGHT_CM, z: depth / 2 - ENTRANCE_FROM_BACK_CM }),
  };
}

/**
 * The first hang: sculptures on plinths; up to three flat works on the facing wall; more go
 * round the room clockwise in their order, each wall taking about a quarter of their width.
 */
export function defaultPlacements(works: readonly ExhibitionWork[]): ExhibitionPlacement[] {
  const flat = works.filter((work) => !isSculpture(work));
  const widths = flat.map((work) => {
    const size = workSize(work);
    return size.width + 2 * (frameBorder(work, size)?.side ?? 0) + WORK_GAP_CM;
  });
  const total = widths.reduce((sum, value) => sum + value, 0);
  const wallOf = new Map<string, ExhibitionWall>();
  let before = 0;
  flat.forEach((work, index) => {
    const widthHere = widths[index] ?? 0;
    const share = flat.length <= 3 ? 0 : (before + widthHere / 2) / (total / 4);
    wallOf.set(work.id, EXHIBITION_WALLS[Math.min(3, Math.floor(share))] ?? 'facing');
    before += widthHere;
  });
  return works.map((work) => ({ artworkId: work.id, place: wallOf.get(work.id) ?? 'floor' }));
}

/** The placements with the one at `index` moved by `delta` (clamped to the list). */
export function movePlacement(
  placements: readonly ExhibitionPlacement[],
  index: number,
  delta: number,
): ExhibitionPlacement[] {
  const target = Math.min(placements.length - 1, Math.max(0, index + delta));
  const next = [...placements];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}
