import { Button, CloseButton, Group, Popover, Portal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TOUR_LABELS, type TourStepText } from '@archive/domain/helpers/helpers.messages';

export interface ProductTourProps {
  steps: readonly TourStepText[];
  /** Called once when the tour ends: Done, Esc or the close button. */
  onClose: () => void;
  /** Extra buttons beside Next/Done on the last step (e.g. "Show me"). */
  lastStepAction?: ReactNode;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** How long a tour waits for its elements to be drawn, and for the rest once one is. */
const TARGETS_WAIT_MS = 3000;
const SOME_STEPS_WAIT_MS = 800;

/** Where the first shown element named `target` is (one may be hidden: the phone's drawer). */
function boxOf(target: string): Box | null {
  for (const element of document.querySelectorAll(`[data-tour="${target}"]`)) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) {
      return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
    }
  }
  return null;
}

function sameBox(a: Box | null, b: Box | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.top === b.top &&
      a.left === b.left &&
      a.width === b.width &&
      a.height === b.height)
  );
}

/**
 * The one product-tour component (docs/decisions/042-product-tour.md): each step is a Mantine
 * Popover pointing at the element whose `data-tour` attribute names it. Steps whose element is
 * not on the screen are left out. It does not cover the page: what is under it stays usable,
 * and a click elsewhere ends it. Keys (focus in the tour or on the page, not in a field): Esc
 * closes, the arrow keys go forward and back.
 */
export function ProductTour({ steps, onClose, lastStepAction }: ProductTourProps) {
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  // The steps whose element is on the screen. A screen just navigated to (the white-label
  // tour's "Show me" opens Settings) may draw its elements a moment later: wait for them.
  const [shown, setShown] = useState<readonly TourStepText[] | null>(() => {
    const present = steps.filter((item) => boxOf(item.target) !== null);
    return present.length === steps.length ? present : null;
  });
  useEffect(() => {
    if (shown !== null) return;
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const present = steps.filter((item) => boxOf(item.target) !== null);
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
  const step = shown === null ? undefined : shown[Math.min(index, shown.length - 1)];
  const last = shown === null || index >= shown.length - 1;

  // Brings the step's element on screen (the logo field sits below the fold), then follows it
  // while the page scrolls, resizes or re-renders.
  useEffect(() => {
    if (!step) return;
    const first = boxOf(step.target);
    if (first !== null && (first.top < 0 || first.top + first.height > window.innerHeight)) {
      const element = [...document.querySelectorAll(`[data-tour="${step.target}"]`)].find(
        (item) => item.getBoundingClientRect().height > 0,
      );
      element?.scrollIntoView({ block: 'center' });
    }
    let frame = 0;
    let current: Box | null = null;
    const follow = () => {
      const next = boxOf(step.target);
      if (!sameBox(current, next)) {
        current = next;
        setBox(next);
      }
      frame = window.requestAnimationFrame(follow);
    };
    follow();
    return () => {
      window.cancelAnimationFrame(frame);
    };
  }, [step]);

  // A click anywhere else ends the tour: the page under it stays usable (decision 042).
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const within = dropdown.current?.contains(event.target as Node) ?? false;
      if (!within) onClose();
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Keys belong to the tour when the focus is in it or nowhere (not in a field or a dialog).
      const target = event.target as Node;
      const ours = target === document.body || (dropdown.current?.contains(target) ?? false);
      if (!ours) return;
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') {
        if (last) onClose();
        else setIndex((value) => value + 1);
      } else if (event.key === 'ArrowLeft') setIndex((value) => Math.max(0, value - 1));
      else return;
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
    };
  }, [last, onClose]);

  // Nothing to point at (the element is not on this screen): the tour ends quietly.
  useEffect(() => {
    if (shown?.length === 0) onClose();
  }, [shown, onClose]);

  if (!step || !box || shown === null) return null;
  return (
    <Portal>
      <Popover
        opened
        withArrow
        arrowSize={12}
        shadow="md"
        width={300}
        position="bottom"
        zIndex={400}
        trapFocus={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
        withinPortal={false}
      >
        <Popover.Target>
          <div
            aria-hidden
            style={{
              position: 'fixed',
              top: box.top,
              left: box.left,
              width: box.width,
              height: box.height,
              pointerEvents: 'none',
              borderRadius: 8,
              boxShadow: '0 0 0 3px var(--mantine-color-sienna-4, #d9825b)',
              zIndex: 399,
            }}
          />
        </Popover.Target>
        <Popover.Dropdown
          ref={dropdown}
          role="dialog"
          aria-label={step.title}
          data-testid="product-tour"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={700}>{step.title}</Text>
            <CloseButton size="sm" aria-label={TOUR_LABELS.close} onClick={onClose} />
          </Group>
          <Text fz="sm" mt={4}>
            {step.body}
          </Text>
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Text fz="xs" c="var(--archive-muted)">
              {shown.length > 1 ? TOUR_LABELS.stepOf(index + 1, shown.length) : ''}
            </Text>
            <Group gap="xs" wrap="nowrap">
              {index > 0 ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => {
                    setIndex(index - 1);
                  }}
                >
                  {TOUR_LABELS.back}
                </Button>
              ) : null}
              {last ? lastStepAction : null}
              <Button
                size="compact-sm"
                onClick={() => {
                  if (last) onClose();
                  else setIndex(index + 1);
                }}
              >
                {last ? TOUR_LABELS.done : TOUR_LABELS.next}
              </Button>
            </Group>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Portal>
  );
}
