import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  SegmentedControl,
  Stack,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowsMaximize, IconCube, IconLayoutList } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { EXHIBITION_MAX_WORKS } from '@archive/domain/exhibitions/exhibition-size';
import { defaultPlacements, hangExhibition } from '@archive/domain/exhibitions/exhibition-hang';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import { VIEWING_ROOMS_ROUTE } from '@archive/domain/viewing-rooms/viewing-room-paths';
import { useArtworksById } from '../../data/artworks/artworks-store';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { ArrangementDrawer } from './arrangement-drawer';
import { ExhibitionListView } from './exhibition-list-view';
import { exhibitionEntry } from './exhibition-works';
import { SaveArrangementButton } from './save-arrangement-button';
import { SceneFrame } from './scene-frame';
import { useSavedExhibition } from './use-saved-exhibition';
import { WorkPanel } from './work-panel';
import { canDrawWebGl, rememberView, rememberedView } from './webgl-support';

/** The works' ids from `?ids=a,b,c` (each once, at most 100) and how many were selected. */
function idsOf(params: URLSearchParams): { ids: string[]; selected: number } {
  const all = [...new Set((params.get('ids') ?? '').split(',').filter((id) => id !== ''))];
  const selected = Number(params.get('selected') ?? all.length);
  return {
    ids: all.slice(0, EXHIBITION_MAX_WORKS),
    selected: Number.isSafeInteger(selected) ? Math.max(selected, all.length) : all.length,
  };
}

/** New works join the arrangement at its end in their default place; gone ones leave it. */
function reconcile(
  placements: readonly ExhibitionPlacement[],
  defaults: readonly ExhibitionPlacement[],
): ExhibitionPlacement[] {
  const present = new Set(defaults.map((item) => item.artworkId));
  const kept = placements.filter((item) => present.has(item.artworkId));
  const placed = new Set(kept.map((item) => item.artworkId));
  return [...kept, ...defaults.filter((item) => !placed.has(item.artworkId))];
}

interface ExhibitionPageProps {
  /** 'Save exhibition' for this arrangement (the viewing-rooms feature's, composed in app/routes). */
  saveAction?: (exhibition: ExhibitionPlacement[]) => ReactNode;
}

/**
 * /artworks/exhibition-3d?ids=… (issue 35, docs/decisions/056): the selected works hung at true
 * size in a room one walks through, or listed in hanging order when 3D cannot be drawn or the
 * person prefers the list. `?room=<id>` opens a saved exhibition's arrangement (decision 057).
 */
export function ExhibitionPage({ saveAction }: ExhibitionPageProps) {
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const saved = useSavedExhibition(roomId);
  const chosen = useMemo(() => idsOf(params), [params]);
  const savedIds = saved.state === 'ready' ? saved.room.artworkIds : null;
  const ids = useMemo(
    () => savedIds ?? (roomId === null ? chosen.ids : []),
    [savedIds, roomId, chosen],
  );
  const { selected } = chosen;
  const artworks = useArtworksById(ids);
  const entries = useMemo(() => (artworks ?? []).map(exhibitionEntry), [artworks]);
  const works = useMemo(() => entries.map((entry) => entry.work), [entries]);
  const defaults = useMemo(() => defaultPlacements(works), [works]);
  const [placements, setPlacements] = useState<ExhibitionPlacement[]>([]);
  // A saved exhibition opens as it was saved; "Hang as at first" still offers the default.
  const savedRoomId = saved.state === 'ready' ? saved.room.id : null;
  const savedPlacements = saved.state === 'ready' ? saved.room.exhibition : null;
  useEffect(() => {
    if (savedPlacements !== null) setPlacements(savedPlacements);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per saved room, not per read
  }, [savedRoomId]);
  const arranged = useMemo(() => reconcile(placements, defaults), [placements, defaults]);
  const hang = useMemo(() => hangExhibition(works, arranged), [works, arranged]);
  const covers = useMemo(
    () =>
      new Map(
        entries.flatMap((entry) =>
          entry.imageUrls[0] === undefined ? [] : [[entry.work.id, entry.imageUrls[0]] as const],
        ),
      ),
    [entries],
  );
  const names = useMemo(
    () =>
      new Map(
        works.map((work) => [
          work.id,
          [work.artist, work.title.trim() === '' ? EXHIBITION_MESSAGES.untitled : work.title]
            .filter((part) => part !== '')
            .join(', '),
        ]),
      ),
    [works],
  );

  const [webGl] = useState(canDrawWebGl);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<'3d' | '2d'>(() => (webGl ? rememberedView() : '2d'));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [arranging, setArranging] = useState(false);
  const frameRef = useRef<HTMLDivElement | null>(null);

  const showing3d = view === '3d' && webGl && !failed;
  const focused = hang.works.find((work) => work.id === focusedId) ?? null;
  const focusedEntry = entries.find((entry) => entry.work.id === focusedId) ?? null;
  const closePanel = useCallback(() => {
    setFocusedId(null);
  }, []);
  const onFailed = useCallback(() => {
    setFailed(true);
  }, []);

  // Esc steps back from a work, wherever the focus is on the page.
  useEffect(() => {
    if (focusedId === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFocusedId(null);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [focusedId]);

  const save =
    works.length === 0 ? null : saved.state === 'ready' ? (
      <SaveArrangementButton roomId={saved.room.id} exhibition={arranged} />
    ) : roomId === null ? (
      (saveAction?.(arranged) ?? null)
    ) : null;

  const header = (
    <PageHeader
      title={
        saved.state === 'ready'
          ? EXHIBITION_MESSAGES.savedTitle(saved.room.title)
          : EXHIBITION_MESSAGES.pageTitle
      }
      before={
        <Anchor component={Link} to="/artworks" fz="sm" c="var(--archive-muted)">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            {EXHIBITION_MESSAGES.backToArtworks}
          </Group>
        </Anchor>
      }
      actions={
        works.length > 0 ? (
          <Group gap="xs">
            <Badge variant="light" color="sienna" radius="sm">
              {EXHIBITION_MESSAGES.beta}
            </Badge>
            {webGl && !failed ? (
              <SegmentedControl
                aria-label={EXHIBITION_MESSAGES.viewChoice}
                value={view}
                onChange={(value) => {
                  const next = value === '2d' ? '2d' : '3d';
                  setView(next);
                  rememberView(next);
                }}
                data={[
                  {
                    value: '3d',
                    label: (
                      <Group gap={6} wrap="nowrap">
                        <IconCube size={16} />
                        {EXHIBITION_MESSAGES.view3d}
                      </Group>
                    ),
                  },
                  {
                    value: '2d',
                    label: (
                      <Group gap={6} wrap="nowrap">
                        <IconLayoutList size={16} />
                        {EXHIBITION_MESSAGES.view2d}
                      </Group>
                    ),
                  },
                ]}
              />
            ) : null}
            <Button
              variant="default"
              onClick={() => {
                setArranging(true);
              }}
            >
              {EXHIBITION_MESSAGES.arrangement}
            </Button>
            {showing3d ? (
              <Button
                variant="default"
                leftSection={<IconArrowsMaximize size={16} />}
                onClick={() => {
                  void frameRef.current?.requestFullscreen().catch(() => undefined);
                }}
              >
                {EXHIBITION_MESSAGES.fullScreen}
              </Button>
            ) : null}
            {save}
          </Group>
        ) : null
      }
    />
  );

  /** The page with nothing to hang: why, and the way back. */
  const emptyPage = (description: string, back: { to: string; label: string }) => (
    <>
      {header}
      <EmptyState
        icon={<IconCube size={26} stroke={1.4} />}
        title={EXHIBITION_MESSAGES.pageTitle}
        description={description}
        actions={
          <Button component={Link} to={back.to} variant="default">
            {back.label}
          </Button>
        }
      />
    </>
  );

  if (saved.state === 'missing' || saved.state === 'failed') {
    return emptyPage(
      saved.state === 'missing'
        ? EXHIBITION_MESSAGES.savedNotFound
        : EXHIBITION_MESSAGES.savedLoadFailed,
      { to: VIEWING_ROOMS_ROUTE, label: VIEWING_ROOM_MESSAGES.pageTitle },
    );
  }
  if (artworks === undefined || saved.state === 'loading') {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      </>
    );
  }
  if (works.length === 0) {
    return emptyPage(
      ids.length === 0 ? EXHIBITION_MESSAGES.noSelection : EXHIBITION_MESSAGES.noWorks,
      { to: '/artworks', label: EXHIBITION_MESSAGES.backToArtworks },
    );
  }

  const panel =
    focused && focusedEntry ? (
      <WorkPanel key={focused.id} hung={focused} entry={focusedEntry} onClose={closePanel} />
    ) : null;
  const notice = failed
    ? EXHIBITION_MESSAGES.sceneFailed
    : !webGl
      ? EXHIBITION_MESSAGES.noWebgl
      : null;

  return (
    <>
      {header}
      <Stack gap="md" ref={frameRef} bg="var(--mantine-color-body)">
        {selected > EXHIBITION_MAX_WORKS ? (
          <Alert color="sienna" variant="light">
            {EXHIBITION_MESSAGES.tooMany(selected)}
          </Alert>
        ) : null}
        {notice === null ? null : (
          <Alert color="stone" variant="light" role="status">
            {notice}
          </Alert>
        )}
        {showing3d ? (
          <SceneFrame
            hang={hang}
            covers={covers}
            focusedId={focusedId}
            reducedMotion={reducedMotion}
            onChoose={setFocusedId}
            onLeftWork={closePanel}
            onFailed={onFailed}
            panel={panel}
          />
        ) : (
          <>
            <ExhibitionListView hang={hang} covers={covers} onChoose={setFocusedId} />
            <Drawer
              opened={panel !== null}
              onClose={closePanel}
              position="right"
              title={EXHIBITION_MESSAGES.workPanel}
            >
              {panel}
            </Drawer>
          </>
        )}
      </Stack>
      <ArrangementDrawer
        opened={arranging}
        placements={arranged}
        names={names}
        onChange={setPlacements}
        onReset={() => {
          setPlacements([]);
        }}
        onClose={() => {
          setArranging(false);
        }}
      />
    </>
  );
}
