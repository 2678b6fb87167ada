import { Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import {
  EXHIBITION_PLACES,
  type ExhibitionPlace,
} from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import type { ExhibitionHang } from '@archive/domain/exhibitions/exhibition-hang';
import { EXHIBITION_PLACE_LABELS } from '@archive/domain/exhibitions/exhibition.messages';
import { derivativeUrl } from '@archive/domain/images/image-limits';

interface ExhibitionListViewProps {
  hang: ExhibitionHang;
  covers: ReadonlyMap<string, string>;
  onChoose: (id: string) => void;
}

/**
 * The exhibition without 3D (issue 35): each wall's works in hanging order with their labels,
 * as a catalogue a screen reader reads from top to bottom.
 */
export function ExhibitionListView({ hang, covers, onChoose }: ExhibitionListViewProps) {
  const groups = EXHIBITION_PLACES.map((place: ExhibitionPlace) => ({
    place,
    works: hang.works.filter((work) => work.place === place),
  })).filter((group) => group.works.length > 0);
  return (
    <Stack gap="xl" data-testid="exhibition-list">
      {groups.map((group) => (
        <section key={group.place} aria-labelledby={`exhibition-place-${group.place}`}>
          <Title order={2} fz="h4" fw={500} mb="sm" id={`exhibition-place-${group.place}`}>
            {EXHIBITION_PLACE_LABELS[group.place]}
          </Title>
          <Box component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.works.map((work) => {
              const cover = covers.get(work.id);
              const [artist, ...rest] = work.label.lines;
              return (
                <Box
                  component="li"
                  key={work.id}
                  py="sm"
                  style={{ borderTop: '1px solid var(--archive-rule)' }}
                >
                  <Group align="flex-start" wrap="nowrap" gap="md">
                    <Text
                      c="var(--archive-muted)"
                      fz="sm"
                      w={28}
                      ta="right"
                      aria-hidden
                      style={{ flexShrink: 0 }}
                    >
                      {work.number}
                    </Text>
                    <Box
                      w={72}
                      h={72}
                      style={{
                        flexShrink: 0,
                        display: 'grid',
                        placeItems: 'center',
                        background: 'var(--archive-surface-raised)',
                        borderRadius: 4,
                      }}
                    >
                      {cover ? (
                        <Image
                          src={derivativeUrl(cover, 'preview')}
                          alt=""
                          maw={72}
                          mah={72}
                          fit="contain"
                          loading="lazy"
                        />
                      ) : (
                        <IconPhoto size={22} stroke={1.3} aria-hidden />
                      )}
                    </Box>
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text
                        component="button"
                        type="button"
                        fw={600}
                        ta="left"
                        p={0}
                        style={{
                          background: 'none',
                          border: 0,
                          cursor: 'pointer',
                          color: 'inherit',
                        }}
                        onClick={() => {
                          onChoose(work.id);
                        }}
                      >
                        {artist}
                      </Text>
                      {rest.map((line, index) => (
                        <Text
                          key={line}
                          fz="sm"
                          fs={index === 0 ? 'italic' : undefined}
                          c={index === 0 ? undefined : 'var(--archive-muted)'}
                        >
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  </Group>
                </Box>
              );
            })}
          </Box>
        </section>
      ))}
    </Stack>
  );
}
