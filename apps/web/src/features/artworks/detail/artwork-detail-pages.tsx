import { Button, Center, Loader } from '@mantine/core';
import { IconLayoutGrid, IconStack2 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useArtwork, useArtworksById } from '../../../data/artworks/artworks-store';
import { useSession } from '../../../data/session/use-session';
import { EmptyState } from '../../../ui/empty-state';
import { useArtworkSelection } from '../state/artwork-selection';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import {
  ArtworkFormPage,
  type ArtworkActions,
  type ArtworkImagesPanel,
  type ArtworkImagesPreview,
} from './artwork-form-page';
import {
  carriedEdits,
  copyOfState,
  isContinuedVisit,
  newArtworkFormValues,
  toFormValues,
} from './artwork-form-values';
import { MultiEditForm } from './multi-edit-form';

function Loading({ label }: { label: string }) {
  return (
    <Center mih={240} aria-label={label}>
      <Loader size="sm" color="ink" type="dots" />
    </Center>
  );
}

function GoToArtworks() {
  return (
    <Button
      component={Link}
      to="/artworks"
      variant="default"
      leftSection={<IconLayoutGrid size={16} />}
    >
      Go to artworks
    </Button>
  );
}

interface ArtworkPageProps {
  /** The Images tab, composed in by the app (see ArtworkImagesPanel). */
  imagesPanel?: ArtworkImagesPanel;
  /** The details tab's images section, composed in the same way. */
  imagesPreview?: ArtworkImagesPreview;
  /** More header actions (share), composed in by the app. */
  artworkActions?: ArtworkActions;
}

/**
 * /artworks/add, empty or a copy from 'Save and copy'. A visit from elsewhere starts a fresh
 * form; the form's own 'Save and copy' or 'Save and new' keeps it (decision 024).
 */
export function AddArtworkPage({ imagesPanel }: ArtworkPageProps) {
  const location = useLocation();
  const session = useSession();
  const state: unknown = location.state;
  const [visit, setVisit] = useState({ location: location.key, form: location.key });
  if (visit.location !== location.key) {
    setVisit({
      location: location.key,
      form: isContinuedVisit(state) ? visit.form : location.key,
    });
  }
  const initial = useMemo(
    () => copyOfState(state) ?? newArtworkFormValues(session),
    // A new visit (location.key) decides the start values; a session refresh does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key],
  );
  return <ArtworkFormPage key={visit.form} initial={initial} imagesPanel={imagesPanel} />;
}

/** /artworks/details?id=…: from the local store, so it opens offline too. */
export function ArtworkDetailsPage({
  imagesPanel,
  imagesPreview,
  artworkActions,
}: ArtworkPageProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const artwork = useArtwork(params.get('id'));
  if (artwork === undefined) return <Loading label="Loading artwork" />;
  if (artwork === null) {
    return (
      <EmptyState
        icon={<IconLayoutGrid size={26} stroke={1.4} />}
        title={ARTWORK_SCREEN_MESSAGES.notFoundTitle}
        description={ARTWORK_SCREEN_MESSAGES.notFound}
        actions={<GoToArtworks />}
      />
    );
  }
  // Keyed by id: previous and next start a fresh form.
  return (
    <ArtworkFormPage
      key={artwork.id}
      artwork={artwork}
      initial={toFormValues(artwork)}
      carriedEdits={carriedEdits(location.state)}
      imagesPanel={imagesPanel}
      imagesPreview={imagesPreview}
      artworkActions={artworkActions}
    />
  );
}

/** /artworks/multi-edit: the artworks selected in the list (kept for this tab). */
export function MultiEditPage() {
  const ids = useArtworkSelection();
  const selected = useArtworksById(ids);
  if (selected === undefined) return <Loading label="Loading artworks" />;
  if (selected.length === 0) {
    return (
      <EmptyState
        icon={<IconStack2 size={26} stroke={1.4} />}
        title={ARTWORK_SCREEN_MESSAGES.noSelectionTitle}
        description={ARTWORK_SCREEN_MESSAGES.noSelection}
        actions={<GoToArtworks />}
      />
    );
  }
  return (
    <MultiEditForm key={selected.map((artwork) => artwork.id).join(',')} artworks={selected} />
  );
}
