import { describe, expect, it } from 'vitest';
import { artworkFieldLabel, formatArtworkFieldValue } from './artwork-field-labels';
import { visibleError } from './visible-errors';

describe('the history drawer names fields and values as the form does', () => {
  it.each([
    ['artworkValues.title', 'Title'],
    ['price', 'Price'],
    ['artworkValues.dimensions.height', 'Dimensions › Height'],
    ['status', 'Status'],
    ['collection.id', 'Collection'],
  ])('labels %s as %s', (field, label) => {
    expect(artworkFieldLabel(field)).toBe(label);
  });

  it.each([
    ['status', 'sold', 'Sold'],
    ['price', { currency: 'CHF', value: 12500 }, 'CHF 12,500.00'],
    ['price', { currency: 'EUR', value: null }, '—'],
    [
      'dimensions',
      { height: 120, width: 80, depth: null, diameter: null, variable: false },
      '120 × 80 cm',
    ],
    ['isFramed', true, 'Yes'],
    ['packaging.crates', [{}, {}], '2 crates'],
    ['notes', '', '—'],
    ['title', 'Silueta', 'Silueta'],
  ])('shows %s %j as %s', (field, value, text) => {
    expect(formatArtworkFieldValue(field, value)).toBe(text);
  });
});

describe('errors show only once touched or after a failed submit (spec section 5)', () => {
  const errors = {
    'artworkValues.dimensions.width': 'enter width',
    'artworkValues.packaging.crates.0.packagingType': 'this is too long',
  };

  it('hides an untouched field’s error until a submit fails', () => {
    expect(visibleError(errors, {}, false, 'artworkValues.dimensions.width')).toBeUndefined();
    expect(visibleError(errors, {}, true, 'artworkValues.dimensions.width')).toBe('enter width');
  });

  it('shows the error of a touched field, or of a field in a touched list', () => {
    const touched = { artworkValues: { dimensions: { width: true }, packaging: { crates: true } } };
    expect(visibleError(errors, touched, false, 'artworkValues.dimensions.width')).toBe(
      'enter width',
    );
    expect(
      visibleError(errors, touched, false, 'artworkValues.packaging.crates.0.packagingType'),
    ).toBe('this is too long');
  });
});
