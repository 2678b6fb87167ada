import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { ARTWORK_LIST_MESSAGES } from './artwork-list-messages';

/** Spec section 9: the scroll-to-top control appears after 150 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 150;

/** Its own component: it re-renders on every scroll, the list does not. */
export function ScrollToTop({ raised }: { raised: boolean }) {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: raised ? 96 : 24, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            color="ink"
            aria-label={ARTWORK_LIST_MESSAGES.scrollToTop}
            onClick={() => {
              scrollTo({ y: 0 });
            }}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
