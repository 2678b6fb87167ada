import { Button, Group } from '@mantine/core';
import { IconHelp, IconPhoto, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

interface ArtworksPageProps {
  /** /discovery shows the same screen under its own title. */
  variant?: 'artworks' | 'discovery';
}

export function ArtworksPage({ variant = 'artworks' }: ArtworksPageProps) {
  const discovery = variant === 'discovery';
  return (
    <>
      <PageHeader
        title={discovery ? 'Discovery' : 'Artworks'}
        description={
          discovery
            ? 'Browse every work in your archive and what others have shared with you.'
            : '0 artworks'
        }
        actions={
          <Button component={Link} to="/artworks/add" leftSection={<IconPlus size={16} />}>
            Add artwork
          </Button>
        }
      />
      <EmptyState
        icon={<IconPhoto size={26} stroke={1.4} />}
        title="Your archive is ready for its first work"
        description="Add an artwork with its images, dimensions, location and value. Everything is saved on this device first and synced when you are online."
        actions={
          <Group gap="sm" justify="center">
            <Button component={Link} to="/artworks/add" leftSection={<IconPlus size={16} />}>
              Add artwork
            </Button>
            <Button
              component="a"
              href={`mailto:${SUPPORT_EMAIL}`}
              variant="default"
              leftSection={<IconHelp size={16} />}
            >
              Get help
            </Button>
          </Group>
        }
      />
    </>
  );
}
