import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../../data/storage/local-storage';

/**
 * The artworks selected in the list (spec section 4: added, removed, replaced, all selected or
 * cleared). Kept for the session of this tab (sessionStorage), so /artworks/multi-edit and a
 * reload of it know which artworks to edit, and not written into the URL (thousands of ids).
 */
const KEY = 'artworkSelection';
type Listener = () => void;
const listeners = new Set<Listener>();

function load(): readonly string[] {
  const parsed = readStored(KEY, 'session');
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}

let selected: readonly string[] = load();

function publish(next: readonly string[]): void {
  selected = next;
  // Storage full or blocked: the selection still works for this page.
  writeStored(KEY, next, 'session');
  for (const listener of listeners) listener();
}

export const artworkSelection = {
  get: (): readonly string[] => selected,
  add: (ids: readonly string[]): void => {
    const set = new Set(selected);
    publish([...selected, ...ids.filter((id) => !set.has(id))]);
  },
  remove: (ids: readonly string[]): void => {
    const drop = new Set(ids);
    publish(selected.filter((id) => !drop.has(id)));
  },
  toggle: (id: string): void => {
    if (selected.includes(id)) artworkSelection.remove([id]);
    else artworkSelection.add([id]);
  },
  replace: (ids: readonly string[]): void => {
    publish([...new Set(ids)]);
  },
  clear: (): void => {
    publish([]);
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The selected artwork ids, in the order they were selected. */
export function useArtworkSelection(): readonly string[] {
  return useSyncExternalStore(
    artworkSelection.subscribe,
    artworkSelection.get,
    artworkSelection.get,
  );
}
