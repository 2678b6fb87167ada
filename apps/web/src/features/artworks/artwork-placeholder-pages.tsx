import { Button } from '@mantine/core';
import { IconArrowLeft, IconLayoutGrid, IconShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

function BackToArtworks() {
  return (
    <Button
      component={Link}
      to="/artworks"
      variant="subtle"
      size="compact-sm"
      ml={-8}
      leftSection={<IconArrowLeft size={16} />}
      style={{ alignSelf: 'flex-start' }}
    >
      Artworks
    </Button>
  );
}

function ArtworkShell(props: { title: string; icon: ReactNode; heading: string; text: string }) {
  return (
    <>
      <PageHeader before={<BackToArtworks />} title={props.title} />
      <EmptyState
        icon={props.icon}
        title={props.heading}
        description={props.text}
        actions={
          <Button
            component={Link}
            to="/artworks"
            variant="default"
            leftSection={<IconLayoutGrid size={16} />}
          >
            Go to artworks
          </Button>
        }
      />
    </>
  );
}

/** The detail, add and multi-edit screens live in ./detail; the router imports them here. */
export { AddArtworkPage, ArtworkDetailsPage, MultiEditPage } from './detail/artwork-detail-pages';

export function SharedArtworkPage() {
  return (
    <ArtworkShell
      title="Shared artwork"
      icon={<IconShare size={26} stroke={1.4} />}
      heading="No shared artwork open"
      text="Artworks other people share with you open here, read-only, ready to save into your own collection."
    />
  );
}
