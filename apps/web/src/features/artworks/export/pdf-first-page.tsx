import { Box, Center, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';

interface PdfFirstPageProps {
  /** The exported PDF. */
  file: Blob;
}

type State = 'drawing' | 'drawn' | 'failed';

/** The first page of an exported PDF, drawn by pdf.js (loaded on demand) to the frame's width. */
export function PdfFirstPage({ file }: PdfFirstPageProps) {
  const { ref: frame, width } = useElementSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>('drawing');
  // Drawn once, at the first width the frame has: a resize only scales the picture.
  const drawWidth = useRef(0);

  useEffect(() => {
    const target = canvas.current;
    if (target === null || width === 0 || drawWidth.current !== 0) return;
    drawWidth.current = Math.floor(width);
    const run = { live: true };
    void (async () => {
      try {
        const [{ renderFirstPage }, bytes] = await Promise.all([
          import('./render-first-page'),
          file.arrayBuffer(),
        ]);
        await renderFirstPage(bytes, target, drawWidth.current);
        if (run.live) setState('drawn');
      } catch {
        if (run.live) setState('failed');
      }
    })();
    return () => {
      run.live = false;
    };
  }, [file, width]);

  return (
    <Box
      ref={frame}
      pos="relative"
      mah={460}
      style={{
        overflow: 'auto',
        border: '1px solid var(--archive-rule)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={EXPORT_MESSAGES.previewLabel}
        style={{
          display: state === 'drawn' ? 'block' : 'none',
          maxWidth: '100%',
          height: 'auto',
          background: 'white',
        }}
      />
      {state === 'drawing' ? (
        <Center h={240}>
          <Loader size="sm" color="ink" aria-label={EXPORT_MESSAGES.previewLoading} />
        </Center>
      ) : null}
      {state === 'failed' ? (
        <Center h={120} p="md">
          <Text size="sm" c="var(--archive-muted)" ta="center">
            {EXPORT_MESSAGES.previewFailed}
          </Text>
        </Center>
      ) : null}
    </Box>
  );
}
