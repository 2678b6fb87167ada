import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { detailsPath, usePrevNext } from './use-prev-next';

function Step({ id, label, icon }: { id: string | null; label: string; icon: ReactNode }) {
  if (id === null) {
    return (
      <ActionIcon variant="default" size="lg" aria-label={label} disabled>
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        component={Link}
        to={detailsPath(id)}
        variant="default"
        size="lg"
        aria-label={label}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Previous and next artwork, also with the left and right arrow keys. */
export function PrevNextButtons({ id }: { id: string }) {
  const { previousId, nextId } = usePrevNext(id);
  return (
    <Group gap={6} wrap="nowrap">
      <Step
        id={previousId}
        label={ARTWORK_SCREEN_MESSAGES.previous}
        icon={<IconChevronLeft size={18} />}
      />
      <Step
        id={nextId}
        label={ARTWORK_SCREEN_MESSAGES.next}
        icon={<IconChevronRight size={18} />}
      />
    </Group>
  );
}
