import { ActionIcon, Button, Drawer, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import {
  EXHIBITION_PLACES,
  type ExhibitionPlace,
  type ExhibitionPlacement,
} from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { movePlacement } from '@archive/domain/exhibitions/exhibition-hang';
import {
  EXHIBITION_MESSAGES,
  EXHIBITION_PLACE_LABELS,
} from '@archive/domain/exhibitions/exhibition.messages';

interface ArrangementDrawerProps {
  opened: boolean;
  placements: readonly ExhibitionPlacement[];
  /** Each work's name as the list shows it. */
  names: ReadonlyMap<string, string>;
  onChange: (placements: ExhibitionPlacement[]) => void;
  onReset: () => void;
  onClose: () => void;
}

const PLACE_OPTIONS = EXHIBITION_PLACES.map((place) => ({
  value: place,
  label: EXHIBITION_PLACE_LABELS[place],
}));

/** The hanging order and each work's wall (or plinth), changed with buttons and selects. */
export function ArrangementDrawer({
  opened,
  placements,
  names,
  onChange,
  onReset,
  onClose,
}: ArrangementDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={EXHIBITION_MESSAGES.arrangement}
      size="md"
    >
      <Stack gap="md">
        <Text fz="sm" c="var(--archive-muted)">
          {EXHIBITION_MESSAGES.arrangementHint}
        </Text>
        <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {placements.map((placement, index) => {
            const name = names.get(placement.artworkId) ?? EXHIBITION_MESSAGES.untitled;
            return (
              <Group
                component="li"
                key={placement.artworkId}
                gap="xs"
                wrap="nowrap"
                py={8}
                style={{ borderTop: '1px solid var(--archive-rule)' }}
              >
                <Text fz="sm" c="var(--archive-muted)" w={24} ta="right" style={{ flexShrink: 0 }}>
                  {index + 1}
                </Text>
                <Text fz="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                  {name}
                </Text>
                <NativeSelect
                  size="xs"
                  w={128}
                  aria-label={EXHIBITION_MESSAGES.placeOf(name)}
                  data={PLACE_OPTIONS}
                  value={placement.place}
                  onChange={(event) => {
                    const place = event.currentTarget.value as ExhibitionPlace;
                    onChange(
                      placements.map((item, at) => (at === index ? { ...item, place } : item)),
                    );
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="stone"
                  aria-label={`${EXHIBITION_MESSAGES.moveUp}: ${name}`}
                  disabled={index === 0}
                  onClick={() => {
                    onChange(movePlacement(placements, index, -1));
                  }}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="stone"
                  aria-label={`${EXHIBITION_MESSAGES.moveDown}: ${name}`}
                  disabled={index === placements.length - 1}
                  onClick={() => {
                    onChange(movePlacement(placements, index, 1));
                  }}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onReset}>
            {EXHIBITION_MESSAGES.resetArrangement}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
