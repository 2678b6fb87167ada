import type { ShareParty, ShareRecord } from '@archive/domain/sharing/share.schema';
import { SHARED_ARTWORK_ROUTE } from '@archive/domain/sharing/share.schema';

/** A person of a share as the screens name them: the name, else the e-mail. */
export function partyName(party: ShareParty): string {
  return party.name?.trim() || party.email;
}

/** "24 Nov 2026, 21:04": when a share was made. */
export function shareDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function worksCount(count: number): string {
  return count === 1 ? '1 work' : `${String(count)} works`;
}

/**
 * The router state of /share/artworks/details (spec section 2): where the view was opened
 * from, whether its works may be saved (the Incoming tab only) and the shared ids that
 * previous and next step through.
 */
export interface SharedViewState {
  sourcePath: string;
  saveable: boolean;
  sharedIds: string[];
}

export function isSharedViewState(value: unknown): value is SharedViewState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<SharedViewState>;
  return (
    typeof state.sourcePath === 'string' &&
    typeof state.saveable === 'boolean' &&
    Array.isArray(state.sharedIds) &&
    state.sharedIds.every((id) => typeof id === 'string')
  );
}

/** The address and state of a shared work in its record. */
export function sharedViewLink(
  record: ShareRecord,
  artworkId: string,
  state: Omit<SharedViewState, 'sharedIds'>,
): { to: string; state: SharedViewState } {
  const query = new URLSearchParams({ record: record.id, id: artworkId });
  return {
    to: `${SHARED_ARTWORK_ROUTE}?${query.toString()}`,
    state: { ...state, sharedIds: record.artworks.map((work) => work.id) },
  };
}
