import { useEffect } from 'react';
import type { ExhibitionHang } from '@archive/domain/exhibitions/exhibition-hang';

/**
 * The room's frame and its keys beside walking: N and P go from work to work in hanging order
 * (the keyboard's way to come close), and a step back by a button gives the frame the focus
 * again, so the arrows walk on.
 */
export function useWorkKeys(
  frame: HTMLElement | null,
  hang: ExhibitionHang,
  focusedId: string | null,
  onChoose: (id: string) => void,
): void {
  useEffect(() => {
    if (focusedId === null && document.activeElement === document.body) {
      frame?.focus({ preventScroll: true });
    }
  }, [frame, focusedId]);

  useEffect(() => {
    if (!frame) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.code === 'KeyN' ? 1 : event.code === 'KeyP' ? -1 : 0;
      if (step === 0 || hang.works.length === 0) return;
      event.preventDefault();
      const at = hang.works.findIndex((work) => work.id === focusedId);
      const count = hang.works.length;
      const next = at === -1 ? (step === 1 ? 0 : count - 1) : (at + step + count) % count;
      const work = hang.works[next];
      if (work) onChoose(work.id);
    };
    frame.addEventListener('keydown', onKey);
    return () => {
      frame.removeEventListener('keydown', onKey);
    };
  }, [frame, hang, focusedId, onChoose]);
}
