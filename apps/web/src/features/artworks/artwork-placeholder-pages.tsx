import { Button } from '@mantine/core';
import {
  IconArrowLeft,
  IconLayoutGrid,
  IconPhotoPlus,
  IconShare,
  IconStack2,
} from '@tabler/icons-react';
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

export function AddArtworkPage() {
  return (
    <ArtworkShell
      title="New artwork"
      icon={<IconPhotoPlus size={26} stroke={1.4} />}
      heading="Catalogue a new work"
      text="Each work gets its own record and archive number: images, collection, general information, location, value and notes."
    />
  );
}

export function ArtworkDetailsPage() {
  return (
    <ArtworkShell
      title="Artwork details"
      icon={<IconLayoutGrid size={26} stroke={1.4} />}
      heading="No artwork selected"
      text="Choose a work in your archive to see and edit its details."
    />
  );
}

export function MultiEditPage() {
  return (
    <ArtworkShell
      title="Edit several artworks"
      icon={<IconStack2 size={26} stroke={1.4} />}
      heading="No artworks selected"
      text="Select two or more works in your archive to edit their shared fields together."
    />
  );
}

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
