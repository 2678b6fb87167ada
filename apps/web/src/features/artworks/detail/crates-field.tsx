import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEraser, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { BoxDimensions, Crate } from '@archive/domain/artworks/artwork.schema';
import { ARTWORK_MAX_CRATES } from '@archive/domain/artworks/artwork.schema';
import {
  addCrate,
  moveCrate,
  removeCrate,
  type ArtworkFormValues,
} from '@archive/domain/artworks/artwork.rules';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { useArtworkField, useArtworkFieldMeta } from './artwork-field-meta';
import { LengthInput } from './length-input';

const PATH = 'artworkValues.packaging.crates';

interface CrateCardProps {
  crate: Crate;
  index: number;
  count: number;
  onChange: (crates: (crates: readonly Crate[]) => Crate[]) => void;
  onBlur: () => void;
}

function CrateCard({ crate, index, count, onChange, onBlur }: CrateCardProps) {
  const { errorFor } = useArtworkFieldMeta();
  const setCrate = (patch: Partial<Crate>) => {
    onChange((crates) => crates.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  };
  const setLength = (key: keyof BoxDimensions, value: number | null) => {
    setCrate({ dimensions: { ...crate.dimensions, [key]: value } });
  };
  const base = `${PATH}.${String(index)}`;
  return (
    <Paper
      withBorder
      radius={4}
      p="sm"
      bg="var(--archive-surface-raised)"
      role="group"
      aria-label={`Crate ${String(index + 1)}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={500} fz="sm">
              Crate {index + 1}
            </Text>
            <Badge variant="light" color="gray" radius={4} tt="none">
              Opening order {crate.openingOrder}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move crate ${index + 1} up`}
              disabled={index === 0}
              onClick={() => {
                onChange((crates) => moveCrate(crates, index, index - 1));
              }}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move crate ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => {
                onChange((crates) => moveCrate(crates, index, index + 1));
              }}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove crate ${index + 1}`}
              onClick={() => {
                onChange((crates) => removeCrate(crates, index));
              }}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 3 }} spacing="xs">
          {(['height', 'width', 'depth'] as const).map((key) => (
            <LengthInput
              key={key}
              label={key === 'height' ? 'Height' : key === 'width' ? 'Width' : 'Depth'}
              value={crate.dimensions[key]}
              onChange={(value) => {
                setLength(key, value);
              }}
              onBlur={onBlur}
              error={errorFor(`${base}.dimensions.${key}`)}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label="Packaging type"
          placeholder="Wooden crate, travel frame…"
          value={crate.packagingType}
          onChange={(event) => {
            setCrate({ packagingType: event.currentTarget.value });
          }}
          onBlur={onBlur}
          error={errorFor(`${base}.packagingType`)}
        />
      </Stack>
    </Paper>
  );
}

/** The crates of the packaging; opening order follows the list (spec section 4). */
export function CratesField() {
  const { control } = useFormContext<ArtworkFormValues>();
  const meta = useArtworkField(PATH);
  return (
    <Controller
      control={control}
      name={PATH}
      render={({ field }) => {
        const crates = field.value;
        const change = (update: (crates: readonly Crate[]) => Crate[]) => {
          field.onChange(update(crates));
          meta.markSet();
        };
        return (
          <Stack gap="sm" role="group" aria-label="Crates">
            <Input.Label labelElement="div">Crates</Input.Label>
            {meta.multiple ? (
              <Text fz="sm" c="var(--archive-muted)">
                {ARTWORK_SCREEN_MESSAGES.cratesDiffer}
              </Text>
            ) : null}
            {crates.map((crate, index) => (
              <CrateCard
                // Crates have no id; their position is what the person edits.
                key={index}
                crate={crate}
                index={index}
                count={crates.length}
                onChange={change}
                onBlur={field.onBlur}
              />
            ))}
            {meta.error ? (
              <Text fz="xs" c="red.9">
                {meta.error}
              </Text>
            ) : null}
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPlus size={16} />}
                disabled={crates.length >= ARTWORK_MAX_CRATES}
                onClick={() => {
                  change(addCrate);
                }}
              >
                Add crate
              </Button>
              {meta.clearInAll ? (
                <Button
                  variant="subtle"
                  color="gray"
                  leftSection={<IconEraser size={16} aria-hidden="true" />}
                  onClick={meta.clearInAll}
                >
                  {ARTWORK_SCREEN_MESSAGES.clearInAll('Crates')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        );
      }}
    />
  );
}
