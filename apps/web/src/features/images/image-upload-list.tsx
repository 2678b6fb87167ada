import { SimpleGrid, Stack, Text } from '@mantine/core';
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { FileRejection } from '@mantine/dropzone';
import { useMemo, useState, type ReactNode } from 'react';
import { checkImageFiles } from '../../data/images/image-file-check';
import type { ShownImage } from '../../data/images/images-store';
import { moveImage, setCover } from '@archive/domain/images/image.schema';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { ImageDropzone } from '../../ui/image-dropzone';
import { SortableImageCard } from './sortable-image-card';
import { pendingOrderState } from './pending-order';
import { rejectionMessages } from '../../ui/image-rejections';
import { fitToRemaining } from './upload-choice';
import { ImageProblemsAlert } from '../../ui/image-problems-alert';

function orderBy(images: readonly ShownImage[], ids: readonly string[]): ShownImage[] {
  const byId = new Map(images.map((image) => [image.connectionId, image]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ImageUploadListProps {
  images: readonly ShownImage[];
  /** The most images the list may hold (artwork: 100, logo and contact photo: 1). */
  maxCount: number;
  onAdd: (files: File[]) => void;
  /** Saves the new order (connection ids, cover first); answers the order saved. */
  onReorder: (connectionIds: string[]) => Promise<string[]>;
  /** Makes one image the cover in the order stored; answers the order saved. */
  onSetCover: (connectionId: string) => Promise<string[]>;
  onRemove: (connectionId: string) => void;
  onDescribe: (connectionId: string, description: string) => void;
  /** Opens the image_viewer at this position (0 is the cover). */
  onOpen: (index: number) => void;
  /** More ways to add images, shown beside Choose files (the file-hosting chooser). */
  extraSources?: ReactNode;
}

/** The spec's imageUpload: add, order (cover first), describe and delete images. */
export function ImageUploadList({
  images,
  maxCount,
  onAdd,
  onReorder,
  onSetCover,
  onRemove,
  onDescribe,
  onOpen,
  extraSources,
}: ImageUploadListProps) {
  const [problems, setProblems] = useState<string[]>([]);
  // The order just chosen, shown until the store answers with it (see pendingOrderState).
  const [chosen, setChosen] = useState<string[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const stored = useMemo(() => [...images].sort((a, b) => a.sortIndex - b.sortIndex), [images]);
  const storedIds = stored.map((image) => image.connectionId);
  const pending = chosen !== null && pendingOrderState(storedIds, chosen) === 'pending';
  // Forgetting a settled choice during render (React's derived-state pattern) keeps a later
  // change from another device from being hidden behind it.
  if (chosen !== null && !pending) setChosen(null);
  const ordered = pending ? orderBy(stored, chosen) : stored;
  const ids = ordered.map((image) => image.connectionId);
  const remaining = maxCount - ordered.length;

  /**
   * Shows `next` at once and saves it with `save`. The order saved then stands in for it until
   * the store shows it: the store may have held a choice the screen had not shown yet.
   */
  function commitOrder(next: readonly ShownImage[], save: () => Promise<string[]>) {
    const nextIds = next.map((image) => image.connectionId);
    setChosen(nextIds);
    save().then(
      (saved) => {
        setChosen((current) => (current === nextIds ? saved : current));
      },
      () => {
        setChosen((current) => (current === nextIds ? null : current));
      },
    );
  }

  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    const next = moveImage(ordered, from, to);
    commitOrder(next, () => onReorder(next.map((image) => image.connectionId)));
  }

  async function handleChoose(files: File[], rejections: FileRejection[]) {
    // The browser typed each file by its name; its first bytes say what it is (also offline),
    // so a refused file is named at once and never queued.
    const { accepted, refused } = await checkImageFiles(files);
    const { kept, message } = fitToRemaining(
      accepted.map((entry) => entry.file),
      remaining,
    );
    setProblems([
      ...rejectionMessages(rejections),
      ...refused.map(({ file, message: reason }) =>
        IMAGE_SCREEN_MESSAGES.rejectedFile(file.name, reason),
      ),
      ...(message ? [message] : []),
    ]);
    if (kept.length > 0) onAdd(kept);
  }

  return (
    <Stack gap="md">
      {remaining > 0 ? (
        <ImageDropzone
          maxCount={maxCount}
          onChoose={(files, rejections) => void handleChoose(files, rejections)}
          extra={extraSources}
        />
      ) : (
        <Text size="sm" c="var(--archive-muted)" role="status">
          {IMAGE_SCREEN_MESSAGES.maxReached(maxCount)}
        </Text>
      )}
      <ImageProblemsAlert
        problems={problems}
        onDismiss={() => {
          setProblems([]);
        }}
      />
      {ordered.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
              {ordered.map((image, index) => (
                <SortableImageCard
                  key={image.connectionId}
                  image={image}
                  index={index}
                  onOpen={() => {
                    onOpen(index);
                  }}
                  onSetCover={() => {
                    commitOrder(setCover(ordered, image.connectionId), () =>
                      onSetCover(image.connectionId),
                    );
                  }}
                  onRemove={() => {
                    onRemove(image.connectionId);
                  }}
                  onDescribe={(text) => {
                    onDescribe(image.connectionId, text);
                  }}
                />
              ))}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      ) : null}
    </Stack>
  );
}
