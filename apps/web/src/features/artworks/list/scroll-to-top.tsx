import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';

/** Spec section 9: the scroll-to-top control appears after 150 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 150;

/**
 * Whether the page is scrolled past `px`, told by an IntersectionObserver watching a pixel at
 * that height of the page: no scroll listener, which would read the scroll position (forcing a
 * layout) on every event of a fast fling over 20,000 artworks.
 */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    // In the body, not positioned: `top` counts from the top of the page.
    Object.assign(marker.style, {
      position: 'absolute',
      top: `${String(px)}px`,
      left: '0',
      width: '1px',
      height: '1px',
      pointerEvents: 'none',
    });
    document.body.append(marker);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [px]);
  return past;
}

export function ScrollToTop({ raised }: { raised: boolean }) {
  const scrolled = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  return (
    <Affix position={{ bottom: raised ? 96 : 24, right: 20 }}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            color="ink"
            aria-label={ARTWORK_LIST_MESSAGES.scrollToTop}
            onClick={() => {
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
