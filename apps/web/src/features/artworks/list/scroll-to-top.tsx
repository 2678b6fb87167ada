import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';

/** Spec section 9: the scroll-to-top control appears after 150 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 150;

/**
 * Whether the page is scrolled past `px`. Only the crossing re-renders (React skips an equal
 * state), not every scroll event of a fast fling over 20,000 artworks.
 */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => {
      setPast(window.scrollY > px);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
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
