import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages/form-messages';
import { ARTWORK_MESSAGES } from './artwork.messages';
import {
  artworkChangesSchema,
  createArtworkBodySchema,
  emptyArtworkValues,
  updateArtworkBodySchema,
} from './artwork.schema';

const id = '018f0000-0000-7000-8000-0000000000aa';
const collectionId = '018f0000-0000-7000-8000-0000000000bb';

function body(overrides: Record<string, unknown> = {}) {
  return {
    artwork: {
      id,
      artist: 'Etel Adnan',
      status: 'available',
      artworkValues: { ...emptyArtworkValues(), title: 'Untitled (Mountain)' },
      ...overrides,
    },
    collection: { id: collectionId },
  };
}

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('POST /v1/artworks body', () => {
  it('takes a complete artwork and a missing status as none', () => {
    const parsed = createArtworkBodySchema.parse(body({ status: undefined }));
    expect(parsed.artwork.status).toBeNull();
  });

  it('refuses a blank artist or title with the spec messages', () => {
    const values = { ...emptyArtworkValues(), title: '  ' };
    expect(
      messages(createArtworkBodySchema.safeParse(body({ artist: ' ', artworkValues: values }))),
    ).toEqual([
      ['artwork.artist', FORM_MESSAGES.noArtist],
      ['artwork.artworkValues.title', FORM_MESSAGES.noTitle],
    ]);
  });

  it('refuses a wrong currency, 3 decimals, a negative length and a huge title by field', () => {
    const values = {
      ...emptyArtworkValues(),
      title: 'x'.repeat(10 * 1024 * 1024),
      price: { currency: 'JPY', value: 10 },
      insuranceValue: { currency: 'EUR', value: 10.555 },
      dimensions: { height: -1, width: 2, depth: null, diameter: null, variable: false },
    };
    const paths = messages(createArtworkBodySchema.safeParse(body({ artworkValues: values })));
    expect(paths).toEqual(
      expect.arrayContaining([
        ['artwork.artworkValues.title', FORM_MESSAGES.tooLong],
        ['artwork.artworkValues.price.currency', ARTWORK_MESSAGES.invalidCurrency],
        ['artwork.artworkValues.insuranceValue.value', ARTWORK_MESSAGES.invalidAmount],
        ['artwork.artworkValues.dimensions.height', ARTWORK_MESSAGES.negativeNumber],
      ]),
    );
  });

  it('refuses an unknown field and an unknown status', () => {
    expect(createArtworkBodySchema.safeParse(body({ colour: 'red' })).success).toBe(false);
    expect(createArtworkBodySchema.safeParse(body({ status: 'lost' })).success).toBe(false);
  });
});

describe('PATCH /v1/artworks body', () => {
  it('takes only changed fields, each value whole', () => {
    const parsed = updateArtworkBodySchema.parse({
      id,
      baseVersion: 3,
      changes: { status: null, artworkValues: { price: { currency: 'USD', value: 5 } } },
    });
    expect(parsed.changes).toEqual({
      status: null,
      artworkValues: { price: { currency: 'USD', value: 5 } },
    });
  });

  it('refuses an empty change, a blank title and half a group', () => {
    expect(messages(artworkChangesSchema.safeParse({ artworkValues: {} }))).toEqual([
      ['', ARTWORK_MESSAGES.noChanges],
    ]);
    expect(messages(artworkChangesSchema.safeParse({ artworkValues: { title: '' } }))).toEqual([
      ['artworkValues.title', FORM_MESSAGES.noTitle],
    ]);
    expect(
      artworkChangesSchema.safeParse({ artworkValues: { dimensions: { height: 3 } } }).success,
    ).toBe(false);
  });
});
