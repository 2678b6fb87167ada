/**
 * What the sharing screens use (decision 038): the share records received and sent, read live
 * from the local store (the pull and the sign-in answer keep them, so they open offline), and
 * the online calls that share, save, withdraw and clear the unseen flag.
 */
import type { ShareRecord, ShareRequest } from '@archive/domain/sharing/share.schema';
import { deleteShare, postShare, postSharesSeen, putSavedShares } from '../api/sharing-api';
import { useSession } from '../session/use-session';
import { whenSyncEngine } from '../sync/browser-sync';
import { useEngineQuery } from '../sync/use-engine-query';

export type ShareDirection = 'incoming' | 'outgoing';

function newestFirst(a: ShareRecord, b: ShareRecord): number {
  return a.dateShared < b.dateShared ? 1 : a.dateShared > b.dateShared ? -1 : 0;
}

/** The records of one tab, newest first; undefined while the local store opens. */
export function useShareRecords(direction: ShareDirection): ShareRecord[] | undefined {
  return useEngineQuery(
    async (engine) => {
      const table = direction === 'incoming' ? engine.db.receivedShares : engine.db.sentShares;
      return (await table.toArray()).sort(newestFirst);
    },
    [direction],
  );
}

/** One record of either side; null when it is not (or no longer) here. */
export function useShareRecord(id: string | null): ShareRecord | null | undefined {
  return useEngineQuery(
    async (engine) => {
      if (id === null) return null;
      return (
        (await engine.db.receivedShares.get(id)) ?? (await engine.db.sentShares.get(id)) ?? null
      );
    },
    [id],
  );
}

/** Whether a received record is unseen: the badge of the notification bell. */
export function useUnseenShares(): boolean {
  const fromSession = useSession()?.user.session.unseenShareRecords ?? false;
  const stored = useEngineQuery(async (engine) => {
    return (await engine.db.meta.get('unseenShareRecords'))?.value;
  }, []);
  return stored === undefined ? fromSession : stored === 1;
}

async function setUnseen(value: boolean): Promise<void> {
  const engine = await whenSyncEngine();
  await engine?.db.meta.put({ key: 'unseenShareRecords', value: value ? 1 : 0 });
}

/**
 * The popover or the panel was opened: the badge goes at once, and the server's flag with
 * POST /v1/artworks/share/seen (offline, the next pull's flag brings the badge back).
 */
export async function markSharesSeen(): Promise<void> {
  await setUnseen(false);
  try {
    await postSharesSeen();
    // A pull that ran meanwhile may have stored the flag as it was before the call.
    await setUnseen(false);
  } catch {
    // Offline or refused: nothing to tell the user; the badge returns with the next pull.
  }
}

/** Shares works (online); the record is kept in the Outgoing tab at once. */
export async function shareArtworks(request: ShareRequest): Promise<ShareRecord> {
  const record = await postShare(request);
  const engine = await whenSyncEngine();
  await engine?.db.sentShares.put(record);
  return record;
}

/**
 * Saves shared works into one of the user's collections (online); then pulls, so the new
 * artworks appear in the list.
 */
export async function saveSharedArtworks(
  collectionId: string,
  artworkIds: readonly string[],
): Promise<string[]> {
  const ids = await putSavedShares(collectionId, artworkIds);
  const engine = await whenSyncEngine();
  if (engine) void engine.pull().catch(() => undefined);
  return ids;
}

/** The sender withdraws a share (online); it leaves the Outgoing tab at once. */
export async function withdrawShare(id: string): Promise<void> {
  await deleteShare(id);
  const engine = await whenSyncEngine();
  await engine?.db.sentShares.delete(id);
}
