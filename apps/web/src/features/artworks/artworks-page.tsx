import { ArtworksListScreen } from './list/artworks-list-screen';

interface ArtworksPageProps {
  /** /discovery shows the same screen under its own title. */
  variant?: 'artworks' | 'discovery';
}

export function ArtworksPage({ variant = 'artworks' }: ArtworksPageProps) {
  return <ArtworksListScreen title={variant === 'discovery' ? 'Discovery' : 'Artworks'} />;
}
