import { Button, Group } from '@mantine/core';
import { IconHelp, IconPhoto, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { EmptyState } from '../../../ui/empty-state';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';

export function AddArtworkButton() {
  return (
    <Button component={Link} to="/artworks/add" leftSection={<IconPlus size={16} />}>
      Add artwork
    </Button>
  );
}

/** No artworks yet: add one, or ask for help. */
export function NoArtworks() {
  return (
    <EmptyState
      icon={<IconPhoto size={26} stroke={1.4} />}
      title={ARTWORK_LIST_MESSAGES.emptyTitle}
      description={ARTWORK_LIST_MESSAGES.emptyBody}
      actions={
        <Group gap="sm" justify="center">
          <AddArtworkButton />
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
  );
}

/** A search that finds nothing: one click clears it. */
export function NoSearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={<IconSearch size={26} stroke={1.4} />}
      title={ARTWORK_LIST_MESSAGES.noResultsTitle}
      description={ARTWORK_LIST_MESSAGES.noResultsBody(term.trim())}
      actions={
        <Button variant="default" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  );
}
