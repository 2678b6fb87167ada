import { Box, Center, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ExhibitionHang } from '@archive/domain/exhibitions/exhibition-hang';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { useWorkKeys } from './scene/use-work-keys';
import type { Pose } from './scene/walk-pose';
import type { TextureProgress } from './scene/work-textures';

// three.js and the scene are their own chunk, fetched when the 3D view opens (issue 35).
const ExhibitionScene = lazy(() =>
  import('./scene/exhibition-scene').then((m) => ({ default: m.ExhibitionScene })),
);

class SceneBoundary extends Component<{ onFailed: () => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface SceneFrameProps {
  hang: ExhibitionHang;
  covers: ReadonlyMap<string, string>;
  focusedId: string | null;
  reducedMotion: boolean;
  onChoose: (id: string) => void;
  onLeftWork: () => void;
  onFailed: () => void;
  /** The panel of the work one came close to, drawn over the room. */
  panel: ReactNode;
}

/**
 * The 3D view's frame: focusable (it takes the walking keys), with the loading progress and
 * the chosen work's panel over the canvas, and the keys explained under it.
 */
export function SceneFrame(props: SceneFrameProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [progress, setProgress] = useState<TextureProgress>({ done: 0, total: 0, failed: 0 });
  const poseRef = useRef<HTMLDivElement | null>(null);
  const { onFailed } = props;

  // Where the visitor stands, written straight to the DOM (no render per frame).
  const onMoved = useCallback((pose: Pose) => {
    poseRef.current?.setAttribute(
      'data-pose',
      `${pose.x.toFixed(2)} ${pose.z.toFixed(2)} ${pose.yaw.toFixed(2)}`,
    );
  }, []);
  const onProgress = useCallback((next: TextureProgress) => {
    setProgress(next);
  }, []);

  // The room takes the keys as soon as it opens: the arrows walk straight away.
  useEffect(() => {
    frame?.focus({ preventScroll: true });
  }, [frame]);

  const { hang, focusedId, onChoose } = props;
  useWorkKeys(frame, hang, focusedId, onChoose);

  const loading = progress.done < progress.total;
  return (
    <Stack gap="xs">
      <Box
        ref={(element: HTMLDivElement | null) => {
          poseRef.current = element;
          setFrame(element);
        }}
        tabIndex={0}
        role="application"
        aria-label={EXHIBITION_MESSAGES.sceneLabel(props.hang.works.length)}
        aria-describedby="exhibition-walk-help"
        data-testid="exhibition-scene"
        pos="relative"
        h={{ base: 'min(560px, calc(100dvh - 260px))', sm: 'min(720px, calc(100dvh - 250px))' }}
        mih={360}
        style={{
          borderRadius: 4,
          overflow: 'hidden',
          border: '1px solid var(--archive-rule)',
          background: '#f8f7f4',
          outlineOffset: 2,
        }}
      >
        <SceneBoundary onFailed={onFailed}>
          <Suspense
            fallback={
              <Center h="100%">
                <Stack align="center" gap="xs">
                  <Loader size="sm" />
                  <Text fz="sm" c="var(--archive-muted)">
                    {EXHIBITION_MESSAGES.loadingRoom}
                  </Text>
                </Stack>
              </Center>
            }
          >
            {frame ? (
              <ExhibitionScene
                hang={props.hang}
                covers={props.covers}
                focusedId={props.focusedId}
                reducedMotion={props.reducedMotion}
                keyTarget={frame}
                onChoose={props.onChoose}
                onLeftWork={props.onLeftWork}
                onProgress={onProgress}
                onMoved={onMoved}
                onLost={onFailed}
              />
            ) : null}
          </Suspense>
        </SceneBoundary>
        {loading ? (
          <Paper
            pos="absolute"
            left={12}
            bottom={12}
            p="xs"
            w={220}
            shadow="sm"
            role="status"
            aria-live="polite"
          >
            <Text fz="xs" mb={6}>
              {EXHIBITION_MESSAGES.loadingImages(progress.done, progress.total)}
            </Text>
            <Progress value={(100 * progress.done) / Math.max(1, progress.total)} size="sm" />
          </Paper>
        ) : progress.failed > 0 ? (
          <Paper pos="absolute" left={12} bottom={12} p="xs" maw={320} shadow="sm" role="status">
            <Text fz="xs">{EXHIBITION_MESSAGES.imagesFailed(progress.failed)}</Text>
          </Paper>
        ) : null}
        {props.panel === null ? null : (
          <Paper
            pos="absolute"
            top={{ base: 'auto', sm: 12 }}
            bottom={{ base: 12, sm: 'auto' }}
            right={12}
            left={{ base: 12, sm: 'auto' }}
            w={{ base: 'auto', sm: 340 }}
            p="md"
            shadow="md"
            withBorder
            style={{ overflowY: 'auto', maxHeight: 'calc(100% - 24px)' }}
          >
            {props.panel}
          </Paper>
        )}
      </Box>
      <Text id="exhibition-walk-help" fz="sm" c="var(--archive-muted)">
        {EXHIBITION_MESSAGES.walkHelp}
      </Text>
    </Stack>
  );
}
