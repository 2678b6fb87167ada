import { SHARING_CONTRACT } from '@archive/domain/contract/sharing.contract';
import type { ShareRecord, ShareRequest } from '@archive/domain/sharing/share.schema';
import { callApi } from './api-client';

/** Sharing (decision 036 on the server; 038 here): online calls, each change keyed once. */
function changeHeaders(): Record<string, string> {
  return { 'idempotency-key': crypto.randomUUID() };
}

export async function postShare(body: ShareRequest): Promise<ShareRecord> {
  return (await callApi(SHARING_CONTRACT.share, { body, headers: changeHeaders() })).shareRecord;
}

export async function putSavedShares(
  collectionId: string,
  artworkIds: readonly string[],
): Promise<string[]> {
  return (
    await callApi(SHARING_CONTRACT.save, {
      params: { collectionId },
      body: { artworkIds: [...artworkIds] },
      headers: changeHeaders(),
    })
  ).artworkIds;
}

export async function deleteShare(shareRecordId: string): Promise<void> {
  await callApi(SHARING_CONTRACT.withdraw, { params: { shareRecordId } });
}

export async function postSharesSeen(): Promise<void> {
  await callApi(SHARING_CONTRACT.seen);
}
