import { describe, expect, it } from 'vitest';
import { stepIndex, stepZoom, VIEWER_ZOOM_LEVELS } from './viewer-steps';

describe('stepZoom', () => {
  it('steps up and down through the levels and stops at both ends', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.5, -1)).toBe(1);
    expect(stepZoom(1, -1)).toBe(1);
    const max = VIEWER_ZOOM_LEVELS[VIEWER_ZOOM_LEVELS.length - 1];
    expect(stepZoom(max ?? 1, 1)).toBe(max);
  });
});

describe('stepIndex', () => {
  it('moves by one and stops at the first and last image', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, -1, 3)).toBe(0);
  });

  it('brings a position past the end back to the last image (an image was deleted)', () => {
    expect(stepIndex(5, 0, 3)).toBe(2);
  });
});
