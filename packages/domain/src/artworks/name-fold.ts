const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * A name or title as the list compares it: case, accents and repeated spaces do not count.
 * Worked out when an artwork is written (its list entry's `artistKey`, `titleKey`, `ownerKey`),
 * not when the list sorts.
 */
export function foldText(text: string): string {
  const tidy = text.trim().replace(/\s+/g, ' ');
  // Plain ASCII has no accents to take off: the costly normalisation is for the rest.
  return (
    PLAIN_ASCII.test(tidy) ? tidy : tidy.normalize('NFD').replace(/\p{M}/gu, '')
  ).toLowerCase();
}
