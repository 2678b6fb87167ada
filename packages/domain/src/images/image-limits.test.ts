import { describe, expect, it } from 'vitest';
import { derivativeUrl, isImageContentType } from './image-limits';

describe('image limits', () => {
  it('accepts only jpeg and png content types', () => {
    expect(isImageContentType('image/jpeg')).toBe(true);
    expect(isImageContentType('image/png')).toBe(true);
    expect(isImageContentType('image/gif')).toBe(false);
    expect(isImageContentType('image/jpg')).toBe(false);
  });

  it('puts a derivative beside its image url', () => {
    expect(derivativeUrl('https://files.example.com/images/a', 'preview')).toBe(
      'https://files.example.com/images/a/preview.jpg',
    );
    expect(derivativeUrl('https://files.example.com/images/a/', 'medium')).toBe(
      'https://files.example.com/images/a/medium.jpg',
    );
  });
});
