import { describe, expect, it } from 'vitest';
import {
  ARTWORK_PREVIEW_COUNT,
  artworkImagePreviews,
  imageKeySchema,
  moveImage,
  removeImage,
  renumberImages,
  setCover,
} from './image.schema';

const images = ['a', 'b', 'c', 'd'].map((connectionId, sortIndex) => ({ connectionId, sortIndex }));
const order = (list: { connectionId: string; sortIndex: number }[]) =>
  list.map((image) => `${image.connectionId}${String(image.sortIndex)}`);

describe('image order (spec section 4)', () => {
  it('set as cover puts the image first and renumbers the rest', () => {
    expect(order(setCover(images, 'c'))).toEqual(['c0', 'a1', 'b2', 'd3']);
    expect(order(setCover(images, 'missing'))).toEqual(['a0', 'b1', 'c2', 'd3']);
  });

  it('drag reorder renumbers every image', () => {
    expect(order(moveImage(images, 0, 2))).toEqual(['b0', 'c1', 'a2', 'd3']);
    expect(order(moveImage(images, 3, 1))).toEqual(['a0', 'd1', 'b2', 'c3']);
  });

  it('deleting an image reindexes the rest', () => {
    expect(order(removeImage(images, 'a'))).toEqual(['b0', 'c1', 'd2']);
  });

  it('renumbers in sortIndex order, not in array order', () => {
    const shuffled = [images[2], images[0], images[3], images[1]].filter((image) => !!image);
    expect(order(removeImage(shuffled, 'x'))).toEqual(['a0', 'b1', 'c2', 'd3']);
    expect(order(renumberImages(shuffled))).toEqual(['c0', 'a1', 'd2', 'b3']);
  });
});

describe('image keys', () => {
  it('takes server keys and refuses paths that walk out of their folder', () => {
    expect(imageKeySchema.safeParse('users/u1/artworks/a1/i1').success).toBe(true);
    for (const key of ['../etc/passwd', 'a//b', '/a', 'a/../b', 'a/.hidden', '']) {
      expect(imageKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});

describe('artwork image previews (spec: artwork preview count 6)', () => {
  it('shows the first six in order and counts the rest', () => {
    const images = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(ARTWORK_PREVIEW_COUNT).toBe(6);
    expect(artworkImagePreviews(images)).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e', 'f'],
      more: 2,
    });
    expect(artworkImagePreviews(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(artworkImagePreviews([])).toEqual({ shown: [], more: 0 });
  });
});
