import type { Rect, Virtualizer } from '@tanstack/react-virtual';

function readSize(): Rect {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The window's size as last read outside a commit: when this module loads, then at each
 * resize. TanStack's own window observer reads innerWidth and innerHeight as the list sets up,
 * in the middle of the list's commit, where they force a layout of the whole page (75 ms on a
 * phone four times slower, issue 37).
 */
let lastSize = readSize();
if (typeof window !== 'undefined') {
  window.addEventListener(
    'resize',
    () => {
      lastSize = readSize();
    },
    { passive: true },
  );
}

/** The window virtualizer's `observeElementRect`: the size kept, then each new one. */
export function observeWindowSize(
  _virtualizer: Virtualizer<Window, Element>,
  onSize: (rect: Rect) => void,
): () => void {
  onSize(lastSize);
  const resized = () => {
    lastSize = readSize();
    onSize(lastSize);
  };
  window.addEventListener('resize', resized, { passive: true });
  return () => {
    window.removeEventListener('resize', resized);
  };
}
