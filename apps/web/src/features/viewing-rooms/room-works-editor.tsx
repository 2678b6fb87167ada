import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';

interface RoomWorksEditorProps {
  /** The room's works in their order. */
  artworkIds: readonly string[];
  /** Artwork id → how the owner knows it ('Artist, Title'); missing: deleted. */
  names: ReadonlyMap<string, string>;
  onChange: (artworkIds: string[]) => void;
}

interface WorkRowProps {
  id: string;
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

function WorkRow({ id, name, index, count, onMove, onRemove }: WorkRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const position = index + 1;
  const onlyOne = count <= 1;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      px="xs"
      py={6}
      data-testid="room-work"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        background: 'var(--archive-surface-raised)',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          variant="subtle"
          color="dark"
          aria-label={VIEWING_ROOM_MESSAGES.dragWork(name)}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text fz="sm" c="var(--archive-muted)" w={24} ta="right" style={{ flexShrink: 0 }}>
          {position}.
        </Text>
        <Text fz="sm" lineClamp={2} title={name} style={{ flex: 1, minWidth: 0 }}>
          {name}
        </Text>
        <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Tooltip label={VIEWING_ROOM_MESSAGES.moveUp} withArrow>
            <ActionIcon
              variant="subtle"
              color="dark"
              aria-label={`${VIEWING_ROOM_MESSAGES.moveUp}: ${name}`}
              disabled={index === 0}
              onClick={() => {
                onMove(index, index - 1);
              }}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={VIEWING_ROOM_MESSAGES.moveDown} withArrow>
            <ActionIcon
              variant="subtle"
              color="dark"
              aria-label={`${VIEWING_ROOM_MESSAGES.moveDown}: ${name}`}
              disabled={index === count - 1}
              onClick={() => {
                onMove(index, index + 1);
              }}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip
            label={onlyOne ? VIEWING_ROOM_MESSAGES.keepOneWork : VIEWING_ROOM_MESSAGES.removeWork}
            withArrow
          >
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${VIEWING_ROOM_MESSAGES.removeWork}: ${name}`}
              disabled={onlyOne}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The works of a room in their order (decision 033): drag by the handle (pointer or keyboard),
 * or Move up / Move down; the bin removes a work, but a room keeps at least one.
 */
export function RoomWorksEditor({ artworkIds, names, onChange }: RoomWorksEditorProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function move(from: number, to: number) {
    if (to < 0 || to >= artworkIds.length) return;
    onChange(arrayMove([...artworkIds], from, to));
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over === null || active.id === over.id) return;
    const from = artworkIds.indexOf(String(active.id));
    const to = artworkIds.indexOf(String(over.id));
    if (from >= 0 && to >= 0) move(from, to);
  }

  return (
    <Stack gap={6} role="group" aria-label={VIEWING_ROOM_MESSAGES.worksLabel}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500}>
          {VIEWING_ROOM_MESSAGES.worksLabel}
        </Text>
        <Text fz="xs" c="var(--archive-muted)">
          {artworkIds.length === 1 ? '1 work' : `${String(artworkIds.length)} works`}
        </Text>
      </Group>
      <Text fz="xs" c="var(--archive-muted)">
        {VIEWING_ROOM_MESSAGES.worksHint}
      </Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
        <SortableContext items={[...artworkIds]} strategy={verticalListSortingStrategy}>
          <Stack gap={4} mah={320} style={{ overflowY: 'auto' }}>
            {artworkIds.map((id, index) => (
              <WorkRow
                key={id}
                id={id}
                name={names.get(id) ?? VIEWING_ROOM_MESSAGES.deletedWork}
                index={index}
                count={artworkIds.length}
                onMove={move}
                onRemove={() => {
                  if (artworkIds.length > 1) onChange(artworkIds.filter((other) => other !== id));
                }}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
