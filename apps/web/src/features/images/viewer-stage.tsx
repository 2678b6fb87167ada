import { Box } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import type { ShownImage } from '../../data/images/images-store';
import { ImagePicture } from './image-picture';

interface ViewerStageProps {
  image: ShownImage;
  zoom: number;
}

/** The picture at medium size, scaled by CSS; when zoomed in it can be dragged to pan. */
export function ViewerStage({ image, zoom }: ViewerStageProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const zoomed = zoom > 1;
  // Back to 1, the picture is centred again.
  const shown = zoomed ? offset : { x: 0, y: 0 };

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!zoomed) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: shown.x, y: shown.y, startX: event.clientX, startY: event.clientY };
    setDragging(true);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start) return;
    setOffset({
      x: start.x + (event.clientX - start.startX) / zoom,
      y: start.y + (event.clientY - start.startY) / zoom,
    });
  }

  function handlePointerUp() {
    drag.current = null;
    setDragging(false);
  }

  return (
    <Box
      h="100%"
      style={{
        overflow: 'hidden',
        cursor: zoomed ? 'grab' : 'default',
        touchAction: zoomed ? 'none' : 'auto',
      }}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
    >
      <Box
        h="100%"
        style={{
          transform: `scale(${zoom}) translate(${shown.x}px, ${shown.y}px)`,
          transition: dragging ? 'none' : 'transform 150ms ease',
        }}
      >
        <ImagePicture
          image={image}
          size="medium"
          alt={image.description || image.name}
          fit="contain"
        />
      </Box>
    </Box>
  );
}
