import type { ReactNode } from 'react';
import { ArtworksListScreen } from './list/artworks-list-screen';

interface ArtworksPageProps {
  /** /discovery shows the same screen under its own title. */
  variant?: 'artworks' | 'discovery';
  /** More actions on the selection bar (composed in app/routes). */
  selectionActions?: (selectedIds: readonly string[]) => ReactNode;
}

export function ArtworksPage({ variant = 'artworks', selectionActions }: ArtworksPageProps) {
  return (
    <ArtworksListScreen
      title={variant === 'discovery' ? 'Discovery' : 'Artworks'}
      {...(selectionActions === undefined ? {} : { selectionActions })}
    />
  );
}
