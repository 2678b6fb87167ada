import { Suspense, lazy, useCallback, useMemo, useState, type CSSProperties } from 'react';
import { hangExhibition } from '@archive/domain/exhibitions/exhibition-hang';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import type { PublicExhibition } from '@archive/domain/exhibitions/public-exhibition.schema';
import { ROOM_PAGE_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import { useWorkKeys } from '../features/exhibition-3d/scene/use-work-keys';
import type { Pose } from '../features/exhibition-3d/scene/walk-pose';
import type { TextureProgress } from '../features/exhibition-3d/scene/work-textures';

const ExhibitionScene = lazy(() =>
  import('../features/exhibition-3d/scene/exhibition-scene').then((m) => ({
    default: m.ExhibitionScene,
  })),
);

// The room page's own look (server-rendered, system fonts): no Mantine on a visitor's page.
const FRAME: CSSProperties = {
  position: 'relative',
  height: 'min(70vh, 640px)',
  minHeight: 320,
  borderRadius: 4,
  overflow: 'hidden',
  border: '1px solid #e2ddd4',
  background: '#f8f7f4',
};
const CARD: CSSProperties = {
  position: 'absolute',
  background: '#fffdf9',
  borderRadius: 4,
  boxShadow: '0 2px 12px rgba(35, 32, 28, 0.16)',
  padding: '12px 14px',
  color: '#23201c',
};
const BUTTON: CSSProperties = {
  minHeight: 44,
  padding: '0 14px',
  border: '1px solid #cfc8bd',
  borderRadius: 4,
  background: '#fff',
  color: '#23201c',
  font: 'inherit',
  cursor: 'pointer',
};

/**
 * A saved exhibition's 3D room on its public page (decision 057): the app's scene with the
 * room page's look. A chosen work shows its label and leads to the room's full-screen viewer
 * (where its views are counted, as for any room).
 */
export function PublicRoom({ data, roomPath }: { data: PublicExhibition; roomPath: string }) {
  const hang = useMemo(() => hangExhibition(data.works, data.placements), [data]);
  const covers = useMemo(
    () =>
      new Map(
        data.works.flatMap((work) => (work.cover === null ? [] : [[work.id, work.cover] as const])),
      ),
    [data],
  );
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [progress, setProgress] = useState<TextureProgress>({ done: 0, total: 0, failed: 0 });
  const [failed, setFailed] = useState(false);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const onLeftWork = useCallback(() => {
    setFocusedId(null);
  }, []);
  const onFailed = useCallback(() => {
    setFailed(true);
  }, []);
  const onMoved = useCallback(
    (pose: Pose) => {
      frame?.setAttribute('data-pose', `${pose.x.toFixed(2)} ${pose.z.toFixed(2)}`);
    },
    [frame],
  );
  useWorkKeys(frame, hang, focusedId, setFocusedId);
  const focused = hang.works.find((work) => work.id === focusedId) ?? null;

  // The list below stays the exhibition: a room that cannot draw simply goes.
  if (failed) return null;
  return (
    <>
      <div
        ref={setFrame}
        style={FRAME}
        tabIndex={0}
        role="application"
        aria-label={EXHIBITION_MESSAGES.sceneLabel(hang.works.length)}
        aria-describedby="exhibition-walk-help"
        data-testid="exhibition-scene"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setFocusedId(null);
        }}
      >
        {frame ? (
          <Suspense fallback={<p style={{ margin: 16 }}>{EXHIBITION_MESSAGES.loadingRoom}</p>}>
            <ExhibitionScene
              hang={hang}
              covers={covers}
              focusedId={focusedId}
              reducedMotion={reducedMotion}
              keyTarget={frame}
              onChoose={setFocusedId}
              onLeftWork={onLeftWork}
              onProgress={setProgress}
              onMoved={onMoved}
              onLost={onFailed}
            />
          </Suspense>
        ) : null}
        {progress.done < progress.total ? (
          <p role="status" style={{ ...CARD, left: 12, bottom: 12, margin: 0, fontSize: 14 }}>
            {EXHIBITION_MESSAGES.loadingImages(progress.done, progress.total)}
          </p>
        ) : null}
        {focused ? (
          <div
            data-testid="exhibition-work-panel"
            style={{ ...CARD, right: 12, bottom: 12, maxWidth: 'min(340px, calc(100% - 24px))' }}
          >
            {focused.label.lines.map((line, index) => (
              <p
                key={line}
                style={{
                  margin: '0 0 2px',
                  fontWeight: index === 0 ? 650 : 400,
                  fontStyle: index === 1 ? 'italic' : 'normal',
                  color: index <= 1 ? '#23201c' : '#5c5852',
                  fontSize: index === 0 ? 16 : 14,
                }}
              >
                {line}
              </p>
            ))}
            <p style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '10px 0 0' }}>
              <a href={`${roomPath}/works/${focused.id}`}>{ROOM_PAGE_MESSAGES.viewLarge}</a>
              <button type="button" style={BUTTON} onClick={onLeftWork}>
                {EXHIBITION_MESSAGES.backToRoom}
              </button>
            </p>
          </div>
        ) : null}
      </div>
      <p id="exhibition-walk-help" style={{ color: '#5c5852', fontSize: 14 }}>
        {EXHIBITION_MESSAGES.walkHelp}
      </p>
    </>
  );
}
