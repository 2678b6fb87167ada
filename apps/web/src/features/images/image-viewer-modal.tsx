import { ActionIcon, Box, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconX,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ShownImage } from '../../data/images/images-store';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import classes from './image-viewer.module.css';
import { ViewerStage } from './viewer-stage';
import { stepIndex, stepZoom, VIEWER_ZOOM_LEVELS } from './viewer-steps';

interface ImageViewerModalProps {
  images: readonly ShownImage[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const MIN_ZOOM = VIEWER_ZOOM_LEVELS[0];

/** The spec's image_viewer: one image at medium size, full screen, keys to move and zoom. */
export function ImageViewerModal({ images, index, onIndexChange, onClose }: ImageViewerModalProps) {
  const count = images.length;
  const opened = index !== null && count > 0;
  const current = opened ? stepIndex(index, 0, count) : 0;
  const image = images[current];
  const [zoom, setZoom] = useState<number>(MIN_ZOOM);

  function go(delta: number) {
    const next = stepIndex(current, delta, count);
    if (next === current) return;
    setZoom(MIN_ZOOM);
    onIndexChange(next);
  }

  useEffect(() => {
    if (!opened) return;
    function handleKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const keys: Record<string, () => void> = {
        ArrowLeft: () => {
          go(-1);
        },
        ArrowRight: () => {
          go(1);
        },
        '+': () => {
          setZoom((value) => stepZoom(value, 1));
        },
        '=': () => {
          setZoom((value) => stepZoom(value, 1));
        },
        '-': () => {
          setZoom((value) => stepZoom(value, -1));
        },
        '0': () => {
          setZoom(MIN_ZOOM);
        },
      };
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    window.addEventListener('keydown', handleKey);
    return () => {
      window.removeEventListener('keydown', handleKey);
    };
  });

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setZoom(MIN_ZOOM);
        onClose();
      }}
      fullScreen
      withCloseButton={false}
      padding={0}
      title={IMAGE_SCREEN_MESSAGES.viewerTitle}
      styles={{
        header: { display: 'none' },
        content: { background: '#141311', color: '#f7f5f0' },
        body: { height: '100%', padding: 0 },
      }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      {image ? (
        <Stack h="100dvh" gap={0}>
          <Group justify="space-between" px="md" py="xs" wrap="nowrap">
            <Text size="sm" aria-live="polite" data-testid="viewer-counter">
              {IMAGE_SCREEN_MESSAGES.viewerCounter(current + 1, count)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ViewerButton
                label={IMAGE_SCREEN_MESSAGES.zoomOut}
                disabled={zoom <= MIN_ZOOM}
                onClick={() => {
                  setZoom((value) => stepZoom(value, -1));
                }}
              >
                <IconZoomOut size={20} />
              </ViewerButton>
              <ViewerButton
                label={IMAGE_SCREEN_MESSAGES.zoomReset}
                disabled={zoom === MIN_ZOOM}
                onClick={() => {
                  setZoom(MIN_ZOOM);
                }}
              >
                <IconZoomReset size={20} />
              </ViewerButton>
              <ViewerButton
                label={IMAGE_SCREEN_MESSAGES.zoomIn}
                disabled={zoom >= (VIEWER_ZOOM_LEVELS.at(-1) ?? MIN_ZOOM)}
                onClick={() => {
                  setZoom((value) => stepZoom(value, 1));
                }}
              >
                <IconZoomIn size={20} />
              </ViewerButton>
              <ViewerButton
                label={IMAGE_SCREEN_MESSAGES.close}
                onClick={() => {
                  setZoom(MIN_ZOOM);
                  onClose();
                }}
              >
                <IconX size={20} />
              </ViewerButton>
            </Group>
          </Group>
          <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
            <ViewerStage key={image.connectionId} image={image} zoom={zoom} />
            <Group
              pos="absolute"
              inset={0}
              justify="space-between"
              px="xs"
              style={{ pointerEvents: 'none' }}
            >
              <ViewerButton
                label={IMAGE_SCREEN_MESSAGES.previous}
                disabled={current === 0}
                onClick={() => {
                  go(-1);
                }}
                large
              >
                <IconChevronLeft size={26} />
              </ViewerButton>
              <ViewerButton
                label={IMAGE_SCREEN_MESSAGES.next}
                disabled={current === count - 1}
                onClick={() => {
                  go(1);
                }}
                large
              >
                <IconChevronRight size={26} />
              </ViewerButton>
            </Group>
          </Box>
          <Text px="md" py="sm" size="sm" ta="center" mih={44} style={{ whiteSpace: 'pre-wrap' }}>
            {image.description}
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}

interface ViewerButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  large?: boolean;
  children: React.ReactNode;
}

function ViewerButton({
  label,
  onClick,
  disabled = false,
  large = false,
  children,
}: ViewerButtonProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={large ? 'filled' : 'subtle'}
        color={large ? 'dark' : 'gray'}
        className={classes.button}
        size={large ? 44 : 36}
        radius="xl"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        style={{ pointerEvents: 'all', visibility: large && disabled ? 'hidden' : undefined }}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
