import { afterEach, describe, expect, it, vi } from 'vitest';

const RealNumberFormat = Intl.NumberFormat;
let made = 0;

afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
});

describe('loading the list formats', () => {
  // A page's first number format costs over 100 ms on a phone: a list opened from its stored
  // entries writes no dimension and must not pay it as the module loads (issue 37).
  it('makes no number format until a dimension is written', async () => {
    made = 0;
    Intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    vi.resetModules();
    const { formatDimensions } = await import('./artwork-list-format');
    const { ARTWORK_LIST_MESSAGES } = await import('./artwork-list.messages');
    expect(ARTWORK_LIST_MESSAGES.count(20_000)).toBe('20,000 artworks');
    expect(made).toBe(0);

    const { emptyArtworkValues } = await import('./artwork.schema');
    const dimensions = { ...emptyArtworkValues().dimensions, height: 120.25, width: 80 };
    expect(formatDimensions(dimensions)).toBe('120.3 × 80 cm');
    expect(made).toBe(1);
  });
});
