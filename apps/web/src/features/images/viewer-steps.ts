/** Zoom levels the image_viewer steps through with + and -; 1 fits the picture to the screen. */
export const VIEWER_ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/** The next zoom level up (+1) or down (-1), staying within the levels. */
export function stepZoom(current: number, direction: 1 | -1): number {
  const levels: readonly number[] = VIEWER_ZOOM_LEVELS;
  const min = levels[0] ?? 1;
  const max = levels[levels.length - 1] ?? 1;
  if (direction === 1) return levels.find((level) => level > current) ?? max;
  return [...levels].reverse().find((level) => level < current) ?? min;
}

/** The image shown after moving by `delta`; the viewer stops at the first and the last. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}
