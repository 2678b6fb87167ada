import { describe, expect, it } from 'vitest';
import { sampleWork } from '../test/sample-input';
import { sortWorks } from './sort-works';

const works = [
  sampleWork({
    id: 'c',
    archiveArtworkNumber: 2,
    artist: 'Bea',
    title: 'Zeta',
    year: '1999',
    location: 'Depot B',
  }),
  sampleWork({
    id: 'a',
    archiveArtworkNumber: 10,
    artist: 'ámos',
    title: 'Alpha',
    year: '2021',
    location: 'Depot A',
  }),
  sampleWork({
    id: 'b',
    archiveArtworkNumber: 9,
    artist: 'Bea',
    title: 'Beta',
    year: '850',
    location: 'Attic',
  }),
];

describe('sortWorks', () => {
  it('keeps the selection order without a sort, and sorts by artist, id, year or location', () => {
    expect(sortWorks(works, undefined).map((w) => w.id)).toEqual(['c', 'a', 'b']);
    expect(sortWorks(works, 'artist').map((w) => w.id)).toEqual(['a', 'b', 'c']);
    // By the ID people see (archiveArtworkNumber), as numbers, never by the record's uuid.
    expect(sortWorks(works, 'id').map((w) => w.archiveArtworkNumber)).toEqual([2, 9, 10]);
    expect(sortWorks(works, 'year').map((w) => w.year)).toEqual(['850', '1999', '2021']);
    expect(sortWorks(works, 'location').map((w) => w.location)).toEqual([
      'Attic',
      'Depot A',
      'Depot B',
    ]);
  });
});
