import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('counts bytes below a kilobyte', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(999)).toBe('999 bytes');
  });

  it('uses decimal units with one decimal below 100, none above', () => {
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(4_200)).toBe('4.2 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(1_234_567_890)).toBe('1.2 GB');
    expect(formatBytes(480_400_000)).toBe('480 MB');
    expect(formatBytes(3_500_000_000_000)).toBe('3.5 TB');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatBytes(999_600)).toBe('1 MB');
    expect(formatBytes(999_999_999)).toBe('1 GB');
  });

  it('stays in terabytes above them', () => {
    expect(formatBytes(2_000_000_000_000_000)).toBe('2,000 TB');
  });
});
