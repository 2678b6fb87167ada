import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconStar } from '@tabler/icons-react';
import type { ShownImage } from '../../data/images/images-store';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { DeleteImageButton } from './delete-image-button';
import { ImageDescriptionInput } from './image-description-input';
import { ImagePicture } from './image-picture';

interface SortableImageCardProps {
  image: ShownImage;
  /** 0 is the cover. */
  index: number;
  onOpen: () => void;
  onSetCover: () => void;
  onRemove: () => void;
  onDescribe: (text: string) => void;
}

/** One image in the upload list: picture, drag handle, cover badge, state and actions. */
export function SortableImageCard({
  image,
  index,
  onOpen,
  onSetCover,
  onRemove,
  onDescribe,
}: SortableImageCardProps) {
  const position = index + 1;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: image.connectionId });

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p={0}
      data-testid="image-card"
      onKeyDown={(event) => {
        // Arrow keys move a picked-up image; the artwork page must not also take them as
        // previous/next artwork (dnd-kit does not mark every arrow key as handled).
        if (isDragging && event.key.startsWith('Arrow')) event.preventDefault();
      }}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        overflow: 'hidden',
        background: 'var(--archive-surface-raised)',
      }}
    >
      <Box pos="relative" style={{ aspectRatio: '4 / 3', background: 'var(--archive-surface)' }}>
        <UnstyledButton
          aria-label={IMAGE_SCREEN_MESSAGES.openImage(position)}
          onClick={onOpen}
          w="100%"
          h="100%"
          display="block"
        >
          <ImagePicture image={image} size="preview" alt={image.description || image.name} />
        </UnstyledButton>
        {index === 0 ? (
          <Badge pos="absolute" top={8} left={8} color="ink" radius="sm" size="sm">
            {IMAGE_SCREEN_MESSAGES.cover}
          </Badge>
        ) : null}
        {image.state === 'uploading' ? (
          <Badge
            pos="absolute"
            bottom={8}
            left={8}
            color="stone"
            variant="white"
            radius="sm"
            size="sm"
          >
            {IMAGE_SCREEN_MESSAGES.uploading}
          </Badge>
        ) : null}
        {image.state === 'failed' ? (
          <Badge
            pos="absolute"
            bottom={8}
            left={8}
            color="red"
            variant="filled"
            radius="sm"
            size="sm"
          >
            {image.refusal === undefined
              ? IMAGE_SCREEN_MESSAGES.failed
              : IMAGE_SCREEN_MESSAGES.refused}
          </Badge>
        ) : null}
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          pos="absolute"
          top={6}
          right={6}
          variant="white"
          color="dark"
          aria-label={IMAGE_SCREEN_MESSAGES.moveImage(position)}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      </Box>
      {image.state === 'uploading' ? (
        <Progress
          value={100}
          animated
          striped
          size="xs"
          radius={0}
          aria-label={IMAGE_SCREEN_MESSAGES.uploading}
        />
      ) : null}
      <Stack gap={6} p="xs">
        {image.state === 'failed' ? (
          <Text size="xs" c="var(--mantine-color-error)" role="alert">
            {image.refusal === undefined
              ? IMAGE_SCREEN_MESSAGES.failedHint
              : IMAGE_SCREEN_MESSAGES.refusedHint(image.refusal)}
          </Text>
        ) : null}
        <ImageDescriptionInput
          position={position}
          description={image.description}
          onDescribe={onDescribe}
        />
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Text size="xs" c="var(--archive-muted)" truncate="end" title={image.name}>
            {position}. {image.name}
          </Text>
          <Group gap={2} wrap="nowrap">
            {index > 0 ? (
              <Tooltip label="Set as cover" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  aria-label={IMAGE_SCREEN_MESSAGES.setAsCover(position)}
                  onClick={onSetCover}
                >
                  <IconStar size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            <DeleteImageButton position={position} onDelete={onRemove} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
