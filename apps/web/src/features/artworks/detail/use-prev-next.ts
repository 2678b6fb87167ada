import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useOrderedArtworks } from '../state/artwork-list-state';

export function detailsPath(id: string): string {
  return `/artworks/details?id=${encodeURIComponent(id)}`;
}

/** Typing in a field keeps the arrow keys for the caret. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="listbox"], [role="combobox"]') !== null
  );
}

/**
 * The previous and next artworks in the list's order (its search and sort), and the left and
 * right arrow keys that open them (spec section 2).
 */
export function usePrevNext(id: string): { previousId: string | null; nextId: string | null } {
  const navigate = useNavigate();
  const ordered = useOrderedArtworks();
  const index = ordered?.findIndex((artwork) => artwork.id === id) ?? -1;
  const previousId = index > 0 ? (ordered?.[index - 1]?.id ?? null) : null;
  const nextId = index >= 0 ? (ordered?.[index + 1]?.id ?? null) : null;

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isTyping(event.target)) return;
      const target =
        event.key === 'ArrowLeft' ? previousId : event.key === 'ArrowRight' ? nextId : null;
      if (target === null) return;
      event.preventDefault();
      void navigate(detailsPath(target));
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
    };
  }, [navigate, previousId, nextId]);

  return { previousId, nextId };
}
