import { describe, expect, it } from 'vitest';
import { fitToRemaining } from './upload-choice';

describe('fitToRemaining', () => {
  it('keeps every file that fits', () => {
    expect(fitToRemaining(['a', 'b'], 3)).toEqual({ kept: ['a', 'b'], message: null });
  });

  it('keeps the first files up to the maximum and says how many more fit', () => {
    const { kept, message } = fitToRemaining(['a', 'b', 'c'], 1);
    expect(kept).toEqual(['a']);
    expect(message).toBe('Only 1 more image can be added.');
  });

  it('keeps nothing when the list is full', () => {
    expect(fitToRemaining(['a'], 0).kept).toEqual([]);
  });
});
