import { ARTWORKS_CONTRACT } from '@archive/domain/contract/artworks.contract';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { callApi } from './api-client';

/**
 * The artwork calls the screens make directly (reads only: changes go through the outbox of
 * the sync engine).
 */
export async function fetchArtworkHistory(id: string): Promise<HistoryEntry[]> {
  return (await callApi(ARTWORKS_CONTRACT.history, { params: { id } })).history;
}
