import { ActionIcon, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HungWork } from '@archive/domain/exhibitions/exhibition-hang';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { derivativeUrl } from '@archive/domain/images/image-limits';
import type { ExhibitionEntry } from './exhibition-works';

interface WorkPanelProps {
  hung: HungWork;
  entry: ExhibitionEntry;
  onClose: () => void;
}

/** A work one came close to: its label and its images (medium size), one at a time. */
export function WorkPanel({ hung, entry, onClose }: WorkPanelProps) {
  const [index, setIndex] = useState(0);
  const count = entry.imageUrls.length;
  const url = entry.imageUrls[index];
  const [first, ...rest] = hung.label.lines;
  return (
    <Stack gap="sm" data-testid="exhibition-work-panel">
      <Box
        style={{
          background: 'var(--archive-surface-raised)',
          borderRadius: 4,
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          aspectRatio: '4 / 3',
          overflow: 'hidden',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={derivativeUrl(url, 'medium')}
            alt={entry.imageDescriptions[index] || [first, rest[0]].filter(Boolean).join(', ')}
            pos="absolute"
            inset={0}
            w="100%"
            h="100%"
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Stack align="center" gap={4} c="var(--archive-muted)">
            <IconPhoto size={28} stroke={1.3} aria-hidden />
            <Text fz="sm">{EXHIBITION_MESSAGES.noImages}</Text>
          </Stack>
        )}
      </Box>
      {count > 1 ? (
        <Group justify="space-between">
          <ActionIcon
            variant="default"
            aria-label={EXHIBITION_MESSAGES.previousImage}
            disabled={index === 0}
            onClick={() => {
              setIndex(index - 1);
            }}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text fz="sm" c="var(--archive-muted)">
            {EXHIBITION_MESSAGES.imageOf(index + 1, count)}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={EXHIBITION_MESSAGES.nextImage}
            disabled={index === count - 1}
            onClick={() => {
              setIndex(index + 1);
            }}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      ) : null}
      <Stack gap={2}>
        <Text fw={650}>{first}</Text>
        {rest.map((line, lineIndex) => (
          <Text
            key={line}
            fz="sm"
            fs={lineIndex === 0 ? 'italic' : undefined}
            c={lineIndex === 0 ? undefined : 'var(--archive-muted)'}
          >
            {line}
          </Text>
        ))}
      </Stack>
      <Group justify="space-between" mt={4}>
        <Anchor component={Link} to={`/artworks/details?id=${encodeURIComponent(hung.id)}`} fz="sm">
          {EXHIBITION_MESSAGES.openWork}
        </Anchor>
        <Button size="compact-sm" variant="default" onClick={onClose}>
          {EXHIBITION_MESSAGES.backToRoom}
        </Button>
      </Group>
    </Stack>
  );
}
