import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { callApi } from './api-client';

/**
 * The artwork calls the screens make directly (reads only: changes go through the outbox of
 * the sync engine).
 */
export async function fetchArtworkHistory(id: string): Promise<HistoryEntry[]> {
  // Loaded here, not with this module: the contract builds the artwork's schemas, which the
  // list's first screen does not need (issue 37).
  const { ARTWORKS_CONTRACT } = await import('@archive/domain/contract/artworks.contract');
  return (await callApi(ARTWORKS_CONTRACT.history, { params: { id } })).history;
}
