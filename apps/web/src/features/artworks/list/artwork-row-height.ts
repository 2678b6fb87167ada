import type { ArtworkListItem } from '../../../data/artworks/artworks-store';

/**
 * A phone's card, in whole pixels from artwork-row.module.css:
 * - padding and border, 26;
 * - the ID, title and artist lines, 18 + 24 + 22;
 * - the details on one line or two, 22 or 44 (the browser wraps them: a short text is taken
 *   for one line);
 * - owner, price and status on a line each, only when there is one: 22, 22 and the 20 px badge;
 * - a 4 px gap after each of the grid's first four rows, and the card's 8 px margin.
 */
const CARD_FRAME = 26 + 18 + 24 + 22 + 8;
/** Details this short fit on one line of a phone's card (about 25 characters at 360 px). */
const ONE_LINE_DETAILS = 20;
const GAPS = 4 * 4;
const TEXT_LINE = 22;
const STATUS_BADGE = 20;

/**
 * How tall an artwork's card is on a phone. The list places 20,000 cards by these heights; a
 * card then measured otherwise (details wrapped otherwise, a failed upload's button) makes the list
 * place every card after it again, which a fling must not do card after card (decision 066).
 */
export function phoneCardHeight(artwork: ArtworkListItem): number {
  return (
    CARD_FRAME +
    GAPS +
    (artwork.details === ''
      ? 0
      : artwork.details.length <= ONE_LINE_DETAILS
        ? TEXT_LINE
        : 2 * TEXT_LINE) +
    (artwork.currentOwner.trim() === '' ? 0 : TEXT_LINE) +
    (artwork.price === '' ? 0 : TEXT_LINE) +
    (artwork.status ? STATUS_BADGE : 0)
  );
}
