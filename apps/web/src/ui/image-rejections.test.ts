import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { rejectionMessages } from './image-rejections';

describe('rejectionMessages', () => {
  it('names each refused file with the reason a person can act on', () => {
    const messages = rejectionMessages([
      {
        file: { name: 'scan.tiff' },
        errors: [{ code: 'file-invalid-type', message: 'File type must be image/jpeg,image/png' }],
      },
      {
        file: { name: 'huge.png' },
        errors: [{ code: 'file-too-large', message: 'File is larger than 52428800 bytes' }],
      },
    ]);
    expect(messages).toEqual([
      `scan.tiff: ${IMAGE_MESSAGES.onlyJpegOrPng}`,
      `huge.png: ${IMAGE_MESSAGES.tooLarge}`,
    ]);
  });

  it('says only jpeg and png when a file is both the wrong type and too large', () => {
    const [message] = rejectionMessages([
      {
        file: { name: 'film.mov' },
        errors: [
          { code: 'file-too-large', message: 'too large' },
          { code: 'file-invalid-type', message: 'wrong type' },
        ],
      },
    ]);
    expect(message).toBe(`film.mov: ${IMAGE_MESSAGES.onlyJpegOrPng}`);
  });
});
