/** A room holds 1 to 100 works: more would be a warehouse, not an exhibition. */
export const EXHIBITION_MAX_WORKS = 100;
