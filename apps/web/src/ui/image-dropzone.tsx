import '@mantine/dropzone/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { IconPhotoPlus, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '@archive/domain/images/image-limits';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';

interface ImageDropzoneProps {
  maxCount: number;
  /** One choice or drop: the files let through and the ones refused, together. */
  onChoose: (files: FileWithPath[], rejections: FileRejection[]) => void;
  /** More ways to add images (the file-hosting chooser), beside Choose files. */
  extra?: ReactNode;
  /** An upload under way: the zone shows it and takes nothing more. */
  loading?: boolean;
}

function ignore(): void {
  // onDropAny handles accepted and refused files together.
}

/** Drag and drop or the file picker; only JPEG and PNG up to the size limit get through. */
export function ImageDropzone({ maxCount, onChoose, extra, loading = false }: ImageDropzoneProps) {
  const openRef = useRef<() => void>(null);
  const single = maxCount === 1;
  return (
    <Dropzone
      openRef={openRef}
      // Both halves of a choice arrive in one call, so one message can name every refused file.
      onDropAny={onChoose}
      onDrop={ignore}
      accept={[...IMAGE_CONTENT_TYPES]}
      maxSize={IMAGE_MAX_BYTES}
      multiple={!single}
      // The button opens the picker; a click elsewhere on the zone would surprise on a phone.
      activateOnClick={false}
      loading={loading}
      radius="sm"
      p="lg"
      style={{ borderColor: 'var(--archive-rule)', background: 'var(--archive-surface-raised)' }}
    >
      <Group justify="center" gap="lg" wrap="wrap" mih={96} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={36} stroke={1.4} color="var(--archive-accent)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconPhotoX size={36} stroke={1.4} color="var(--mantine-color-error)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhotoPlus size={36} stroke={1.4} color="var(--archive-muted)" />
        </Dropzone.Idle>
        <Stack gap={4} align="center" ta="center" maw={360}>
          <Dropzone.Idle>
            <Text fw={500}>{IMAGE_SCREEN_MESSAGES.dropTitle(maxCount)}</Text>
          </Dropzone.Idle>
          <Dropzone.Accept>
            <Text fw={500}>{IMAGE_SCREEN_MESSAGES.dropAccept}</Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text fw={500} c="var(--mantine-color-error)">
              {IMAGE_SCREEN_MESSAGES.dropReject}
            </Text>
          </Dropzone.Reject>
          <Text size="sm" c="var(--archive-muted)">
            {IMAGE_SCREEN_MESSAGES.dropHint(maxCount)}
          </Text>
          <Group gap="xs" justify="center" mt="xs" style={{ pointerEvents: 'all' }}>
            <Button
              variant="default"
              leftSection={<IconPhotoPlus size={16} />}
              onClick={() => openRef.current?.()}
            >
              {single ? IMAGE_SCREEN_MESSAGES.chooseFile : IMAGE_SCREEN_MESSAGES.chooseFiles}
            </Button>
            {extra}
          </Group>
        </Stack>
      </Group>
    </Dropzone>
  );
}
