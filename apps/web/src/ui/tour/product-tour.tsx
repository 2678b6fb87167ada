import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useJoyride, type Step, type TooltipRenderProps } from 'react-joyride';
import { TOUR_LABELS, type TourStepText } from '@archive/domain/helpers/helpers.messages';

export interface ProductTourProps {
  steps: readonly TourStepText[];
  /** Called once when the tour ends: Done, Esc, the close button or a click elsewhere. */
  onClose: () => void;
  /** Extra buttons beside Next/Done on the last step (e.g. "Show me"). */
  lastStepAction?: ReactNode;
}

/** What each step hands its tooltip (joyride passes `step.data` through untouched). */
interface StepData {
  title: string;
  onClose: () => void;
  lastStepAction?: ReactNode;
}

/** How long a tour waits for its elements to be drawn, and for the rest once one is. */
const TARGETS_WAIT_MS = 3000;
const SOME_STEPS_WAIT_MS = 800;
const TOUR_Z_INDEX = 400;

/** The first element named `target` that is drawn (the phone drawer's copy may be hidden). */
function elementOf(target: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`)) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) return element;
  }
  return null;
}

/** The tooltip, in Mantine and our theme rather than joyride's own look. */
function TourTooltip({
  step,
  index,
  size,
  isLastStep,
  backProps,
  primaryProps,
  tooltipProps,
}: TooltipRenderProps) {
  const data = step.data as StepData;
  return (
    <Paper
      {...tooltipProps}
      aria-label={data.title}
      data-testid="product-tour"
      data-tour-tooltip
      shadow="md"
      p="md"
      radius="md"
      withBorder
      w={300}
      maw="calc(100vw - 24px)"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700}>{data.title}</Text>
        <CloseButton size="sm" aria-label={TOUR_LABELS.close} onClick={data.onClose} />
      </Group>
      <Text fz="sm" mt={4}>
        {step.content}
      </Text>
      <Group justify="space-between" mt="md" wrap="nowrap">
        <Text fz="xs" c="var(--archive-muted)">
          {size > 1 ? TOUR_LABELS.stepOf(index + 1, size) : ''}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {index > 0 ? (
            <Button size="compact-sm" variant="default" onClick={backProps.onClick}>
              {TOUR_LABELS.back}
            </Button>
          ) : null}
          {isLastStep ? data.lastStepAction : null}
          <Button size="compact-sm" onClick={isLastStep ? data.onClose : primaryProps.onClick}>
            {isLastStep ? TOUR_LABELS.done : TOUR_LABELS.next}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The one product-tour component (docs/decisions/049-product-tour-on-react-joyride.md):
 * react-joyride places, scrolls to and follows each step; we keep the steps whose element is on
 * this screen, draw the tooltip in Mantine, and keep decision 042's manners: no overlay, a
 * click elsewhere ends the tour, Esc closes and the arrow keys go forward and back (when the
 * focus is in the tour or on the page, never in a field or a dialog's control).
 */
export function ProductTour({ steps, onClose, lastStepAction }: ProductTourProps) {
  // The steps whose element is on the screen. A screen just navigated to (the white-label
  // tour's "Show me" opens Settings) may draw its elements a moment later: wait for them.
  const [shown, setShown] = useState<readonly TourStepText[] | null>(() => {
    const present = steps.filter((item) => elementOf(item.target) !== null);
    return present.length === steps.length ? present : null;
  });
  useEffect(() => {
    if (shown !== null) return;
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const present = steps.filter((item) => elementOf(item.target) !== null);
      const waited = performance.now() - started;
      if (
        present.length === steps.length ||
        (present.length > 0 && waited > SOME_STEPS_WAIT_MS) ||
        waited > TARGETS_WAIT_MS
      ) {
        setShown(present);
        return;
      }
      frame = window.requestAnimationFrame(look);
    };
    look();
    return () => {
      window.cancelAnimationFrame(frame);
    };
  }, [shown, steps]);

  // Nothing to point at (the element is not on this screen): the tour ends quietly.
  useEffect(() => {
    if (shown?.length === 0) onClose();
  }, [shown, onClose]);

  if (shown === null || shown.length === 0) return null;
  return <Tour steps={shown} onClose={onClose} lastStepAction={lastStepAction} />;
}

function Tour({ steps, onClose, lastStepAction }: ProductTourProps) {
  const [joyrideSteps] = useState<Step[]>(() =>
    steps.map((item) => ({
      target: () => elementOf(item.target),
      title: item.title,
      content: item.body,
      placement: 'bottom',
      data: { title: item.title, onClose, lastStepAction } satisfies StepData,
    })),
  );
  const {
    controls,
    state,
    Tour: tour,
  } = useJoyride({
    steps: joyrideSteps,
    run: true,
    continuous: true,
    scrollToFirstStep: true,
    tooltipComponent: TourTooltip,
    loaderComponent: null,
    options: {
      hideOverlay: true,
      skipBeacon: true,
      disableFocusTrap: true,
      dismissKeyAction: false,
      overlayClickAction: false,
      arrowColor: 'var(--mantine-color-body)',
      zIndex: TOUR_Z_INDEX,
      scrollOffset: 120,
    },
  });
  const { index, size } = state;

  // A click anywhere else ends the tour: the page under it stays usable (decision 042).
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[data-tour-tooltip]')) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element;
      const ours = target === document.body || target.closest('[data-tour-tooltip]') !== null;
      if (!ours) return;
      const last = index >= size - 1;
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') {
        if (last) onClose();
        else controls.next();
      } else if (event.key === 'ArrowLeft') {
        if (index > 0) controls.prev();
      } else return;
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
    };
  }, [controls, index, size, onClose]);

  return tour;
}
