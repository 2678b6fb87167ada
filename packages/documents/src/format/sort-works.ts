import type { ExportSortKey } from '@archive/domain/exports/export-documents';
import type { DocumentWork } from '../document-input';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function keyOf(work: DocumentWork, sortBy: ExportSortKey): string {
  switch (sortBy) {
    case 'artist':
      return `${work.artist}\u0000${work.title}`;
    case 'id':
      // The ID people see, compared as numbers by the collator; works not yet numbered go last.
      return work.archiveArtworkNumber === null ? '\uffff' : String(work.archiveArtworkNumber);
    case 'year':
      return work.year.padStart(4, '0');
    case 'location':
      return `${work.location}\u0000${work.position}`;
  }
}

/** The works in the order asked for; without one, in the order selected. */
export function sortWorks(
  works: readonly DocumentWork[],
  sortBy: ExportSortKey | undefined,
): DocumentWork[] {
  if (sortBy === undefined) return [...works];
  return [...works].sort((a, b) => collator.compare(keyOf(a, sortBy), keyOf(b, sortBy)));
}
