import { describe, expect, it } from 'vitest';
import type { Collection } from '../auth/collection.schema';
import { FORM_MESSAGES } from '../messages/form-messages';
import { ARTWORK_MESSAGES } from './artwork.messages';
import {
  addCrate,
  dimensionErrors,
  moveCrate,
  removeCrate,
  renumberCrates,
  setFramed,
  validateArtworkForm,
  type ArtworkFormValues,
  type ArtworkRuleContext,
} from './artwork.rules';
import { artworkDisplayName } from './artwork-display-name';
import { emptyArtworkValues, type ArtworkDimensions, type Crate } from './artwork.schema';

const production: Collection = {
  id: '018f0000-0000-7000-8000-000000000001',
  name: 'Production',
  type: 'production',
};
const collection: Collection = {
  id: '018f0000-0000-7000-8000-000000000002',
  name: 'Collection',
  type: 'collection',
};
const context: ArtworkRuleContext = {
  mode: 'single',
  userName: 'Mona Hatoum',
  collections: [production, collection],
};

function form(overrides: Partial<ArtworkFormValues> = {}): ArtworkFormValues {
  const artworkValues = { ...emptyArtworkValues(), title: 'Measures of Distance' };
  return {
    artist: 'Mona Hatoum',
    status: null,
    collectionId: production.id,
    artworkValues,
    ...overrides,
  };
}

function dims(overrides: Partial<ArtworkDimensions>): ArtworkDimensions {
  return { height: null, width: null, depth: null, diameter: null, variable: false, ...overrides };
}

describe('the artwork form (spec section 5)', () => {
  it('accepts a complete artwork', () => {
    expect(validateArtworkForm(form(), context)).toEqual({});
  });

  it('needs a collection, an artist and a title that are not blank', () => {
    const values = form({ collectionId: '', artist: '   ' });
    values.artworkValues.title = ' ';
    expect(validateArtworkForm(values, context)).toEqual({
      collectionId: FORM_MESSAGES.noCollection,
      artist: FORM_MESSAGES.noArtist,
      'artworkValues.title': FORM_MESSAGES.noTitle,
    });
  });

  it('lets multi-edit leave artist, title and collection blank', () => {
    const values = form({ collectionId: '', artist: '' });
    values.artworkValues.title = '';
    expect(validateArtworkForm(values, { ...context, mode: 'multi' })).toEqual({});
  });

  it('keeps artworks in production to the user', () => {
    expect(validateArtworkForm(form({ artist: 'Someone Else' }), context)).toEqual({
      artist: FORM_MESSAGES.artistMustBeUser,
    });
    expect(validateArtworkForm(form({ artist: '  mona   HATOUM ' }), context)).toEqual({});
    const elsewhere = form({ artist: 'Someone Else', collectionId: collection.id });
    expect(validateArtworkForm(elsewhere, context)).toEqual({});
    const multi = form({ artist: 'Someone Else' });
    expect(validateArtworkForm(multi, { ...context, mode: 'multi' })).toEqual({
      artist: FORM_MESSAGES.artistMustBeUser,
    });
  });

  it('says when the year is not a number', () => {
    const values = form();
    values.artworkValues.year = '198x';
    expect(validateArtworkForm(values, context)).toEqual({
      'artworkValues.year': ARTWORK_MESSAGES.yearNotNumber,
    });
  });

  it('names the amount with 3 decimals and the negative length', () => {
    const values = form();
    values.artworkValues.price = { currency: 'EUR', value: 10.123 };
    values.artworkValues.dimensions = dims({ height: -2, width: 3 });
    expect(validateArtworkForm(values, context)).toEqual({
      'artworkValues.price.value': ARTWORK_MESSAGES.invalidAmount,
      'artworkValues.dimensions.height': ARTWORK_MESSAGES.negativeNumber,
    });
  });
});

describe("'enter width' and 'enter height'", () => {
  it('asks for the width when height or depth is given without it', () => {
    expect(dimensionErrors(dims({ height: 10 }))).toEqual({ width: FORM_MESSAGES.enterWidth });
    expect(dimensionErrors(dims({ depth: 4, height: 2 }))).toEqual({
      width: FORM_MESSAGES.enterWidth,
    });
  });

  it('asks for the height when width or depth is given without it', () => {
    expect(dimensionErrors(dims({ width: 10 }))).toEqual({ height: FORM_MESSAGES.enterHeight });
    expect(dimensionErrors(dims({ depth: 3 }))).toEqual({
      width: FORM_MESSAGES.enterWidth,
      height: FORM_MESSAGES.enterHeight,
    });
  });

  it('asks for nothing when both are given, none is, only a diameter is, or they vary', () => {
    expect(dimensionErrors(dims({ width: 1, height: 2, depth: 3 }))).toEqual({});
    expect(dimensionErrors(dims({}))).toEqual({});
    expect(dimensionErrors(dims({ diameter: 30 }))).toEqual({});
    expect(dimensionErrors(dims({ height: 10, variable: true }))).toEqual({});
  });

  it('shows on the form under the dimension fields', () => {
    const values = form();
    values.artworkValues.dimensions = dims({ height: 120 });
    expect(validateArtworkForm(values, context)).toEqual({
      'artworkValues.dimensions.width': FORM_MESSAGES.enterWidth,
    });
  });
});

describe('frame and crates (spec section 4)', () => {
  it('clears the frame when is framed is switched off', () => {
    const framed = setFramed(emptyArtworkValues(), true);
    framed.frame = { typeOfFrame: 'Oak', dimensions: { height: 50, width: 40, depth: 3 } };
    const unframed = setFramed(framed, false);
    expect(unframed.isFramed).toBe(false);
    expect(unframed.frame).toEqual({
      typeOfFrame: '',
      dimensions: { height: null, width: null, depth: null },
    });
    expect(setFramed(framed, true).frame.typeOfFrame).toBe('Oak');
  });

  function crates(...types: string[]): Crate[] {
    return renumberCrates(
      types.map((packagingType) => ({
        packagingType,
        openingOrder: 99,
        dimensions: { height: 1, width: 1, depth: 1 },
      })),
    );
  }
  const order = (list: Crate[]) =>
    list.map((crate) => `${crate.packagingType}${crate.openingOrder}`);

  it('numbers crates 1…n in list order', () => {
    expect(order(crates('a', 'b', 'c'))).toEqual(['a1', 'b2', 'c3']);
    expect(addCrate(crates('a')).map((crate) => crate.openingOrder)).toEqual([1, 2]);
  });

  it('renumbers when a crate is removed', () => {
    expect(order(removeCrate(crates('a', 'b', 'c'), 0))).toEqual(['b1', 'c2']);
  });

  it('renumbers when crates are reordered', () => {
    expect(order(moveCrate(crates('a', 'b', 'c'), 2, 0))).toEqual(['c1', 'a2', 'b3']);
    expect(order(moveCrate(crates('a', 'b', 'c'), 0, 1))).toEqual(['b1', 'a2', 'c3']);
    expect(order(moveCrate(crates('a', 'b'), 0, 5))).toEqual(['a1', 'b2']);
  });
});

describe('artwork names in messages', () => {
  it('says title by artist, or what there is', () => {
    const values = emptyArtworkValues();
    expect(
      artworkDisplayName({ artist: 'Hatoum', artworkValues: { ...values, title: 'Map' } }),
    ).toBe('Map by Hatoum');
    expect(artworkDisplayName({ artist: 'Hatoum', artworkValues: values })).toBe('Hatoum');
    expect(artworkDisplayName({ artist: '', artworkValues: values })).toBe(
      ARTWORK_MESSAGES.untitled,
    );
  });
});
