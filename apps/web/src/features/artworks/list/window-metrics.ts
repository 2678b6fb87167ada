import { windowScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

function readSize(): Rect {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/*
 * The window's size and scroll position as last read outside a commit: when this module loads,
 * then at each resize and scroll. As the list sets up, in the middle of its commit, TanStack's
 * window virtualizer reads innerWidth and innerHeight, then scrolls the window to where it
 * already is; each forces a layout of the whole page (75 and 80 ms on a phone four times
 * slower, issue 37).
 */
let lastSize = readSize();
let lastScrollY = typeof window === 'undefined' ? 0 : window.scrollY;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'resize',
    () => {
      lastSize = readSize();
    },
    { passive: true },
  );
  window.addEventListener(
    'scroll',
    () => {
      lastScrollY = window.scrollY;
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

/**
 * The window virtualizer's `scrollToFn`: TanStack's own, but a jump to where the window already
 * is (as its last scroll event said) is not made. Such a jump moves nothing; made, it lays the
 * page out in the middle of the commit.
 */
export const scrollWindowUnlessThere: typeof windowScroll = (offset, options, virtualizer) => {
  const target = offset + (options.adjustments ?? 0);
  if (options.behavior !== 'smooth' && target === lastScrollY) return;
  windowScroll(offset, options, virtualizer);
  // Where it lands is known at its scroll event: until then, every jump is made.
  lastScrollY = Number.NaN;
};
