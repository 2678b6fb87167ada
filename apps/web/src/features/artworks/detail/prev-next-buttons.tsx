import { Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { StepLink } from '../../../ui/step-link';
import { detailsPath, usePrevNext } from './use-prev-next';

/** Previous and next artwork, also with the left and right arrow keys. */
export function PrevNextButtons({ id }: { id: string }) {
  const { previousId, nextId } = usePrevNext(id);
  return (
    <Group gap={6} wrap="nowrap">
      <StepLink
        to={previousId === null ? null : detailsPath(previousId)}
        label={ARTWORK_SCREEN_MESSAGES.previous}
        icon={<IconChevronLeft size={18} />}
      />
      <StepLink
        to={nextId === null ? null : detailsPath(nextId)}
        label={ARTWORK_SCREEN_MESSAGES.next}
        icon={<IconChevronRight size={18} />}
      />
    </Group>
  );
}
