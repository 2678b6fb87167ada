import { Badge, Button } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { TOURS } from '@archive/domain/helpers/helpers.messages';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { EXHIBITION_MAX_WORKS } from '@archive/domain/exhibitions/exhibition-size';
import { useTourOnce } from '../../data/helpers/use-tour-once';
import { LazyTour } from '../../ui/tour/lazy-tour';

/**
 * Where the selected works open in 3D: the first 100 ids (a room's most; a longer address
 * would pass what a server reads of a reload) and how many were selected.
 */
export function exhibitionAddress(artworkIds: readonly string[]): string {
  const query = new URLSearchParams({
    ids: artworkIds.slice(0, EXHIBITION_MAX_WORKS).join(','),
  });
  if (artworkIds.length > EXHIBITION_MAX_WORKS) query.set('selected', String(artworkIds.length));
  return `/artworks/exhibition-3d?${query.toString()}`;
}

/**
 * The selection bar's 'View in 3D' (beta), with the spec's product tour for it the first time
 * a person sees it (once per person, across devices: decision 040).
 */
export function ViewIn3dButton({ artworkIds }: { artworkIds: readonly string[] }) {
  const navigate = useNavigate();
  const { due, markSeen } = useTourOnce('3d-exhibition');
  const [touring, setTouring] = useState(false);
  useEffect(() => {
    if (!due) return;
    setTouring(true);
    markSeen();
  }, [due, markSeen]);
  const endTour = useCallback(() => {
    setTouring(false);
  }, []);
  return (
    <>
      <Button
        variant="default"
        data-tour="exhibition-3d"
        leftSection={<IconCube size={16} />}
        rightSection={
          <Badge size="xs" variant="light" color="sienna" radius="sm">
            {EXHIBITION_MESSAGES.beta}
          </Badge>
        }
        onClick={() => {
          void navigate(exhibitionAddress(artworkIds));
        }}
      >
        {EXHIBITION_MESSAGES.viewIn3d}
      </Button>
      {touring ? <LazyTour steps={TOURS['3d-exhibition'].steps} onClose={endTour} /> : null}
    </>
  );
}
