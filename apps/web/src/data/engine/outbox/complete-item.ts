import { reapplyPending } from '../kinds/entity';
import type { EntityDescription, UpdateResult } from '../kinds/entity';
import { asStored, itemFields } from '../store/local-db';
import type { CreateAnswerOf, EntityKind, LocalDb, OutboxItem, RowOf } from '../store/local-db';
import { settleLinkImage } from './link-image';
import type { LinkImageAnswer, LinkImageItem } from './link-image';
import { itemsOf, itemsOfEntity } from './outbox-queue';
import type { Settled } from './outbox-queue';

/** A sent item's answer, the same shape for every entity. */
export type OutboxAnswer<K extends EntityKind = EntityKind> =
  | { action: 'create'; answer: CreateAnswerOf<K> }
  | { action: 'update'; answer: UpdateResult<K> }
  | { action: 'delete' }
  | { action: 'linkImage'; answer: LinkImageAnswer };

async function forgetRecord<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  itemId: string,
): Promise<void> {
  await entity.table(db).delete(itemId);
  await entity.bases(db).delete(itemId);
  const rest = await itemsOf(db, itemId);
  await db.outbox.bulkDelete(
    rest.filter((item) => item.state !== 'executing').map((item) => item.id),
  );
}

/** The newer of the kept server copy and the answer's. */
function newer<K extends EntityKind>(
  kept: RowOf<K> | undefined,
  answered: RowOf<K> | undefined,
): RowOf<K> | undefined {
  return kept && (!answered || kept.version >= answered.version) ? kept : answered;
}

/** A create's answer: the created copy, and edits queued before it rebased on its version. */
function settleCreate<K extends EntityKind>(
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
  answer: CreateAnswerOf<K>,
  row: RowOf<K> | undefined,
  kept: RowOf<K> | undefined,
  own: OutboxItem<K>[],
): Settled<K> {
  let answered: RowOf<K> | undefined;
  if (item.action === 'create') {
    const lastModified = row?.lastModified ?? item.payload.dateCreated;
    answered = entity.createdCopy(item.payload, answer, lastModified);
  }
  // Edits queued before the create's answer were based on what it created.
  const rest = own.map((later) =>
    later.action === 'update' && later.payload.baseVersion === 0 && !later.sent
      ? {
          ...itemFields(later),
          action: 'update' as const,
          payload: { baseVersion: answer.version, changes: later.payload.changes },
        }
      : later,
  );
  return { base: newer(kept, answered), rest };
}

/** The local tables a settled answer writes (the images too for a link). */
function tablesOf<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  result: OutboxAnswer<K>,
) {
  return [
    entity.table(db),
    db.outbox,
    entity.bases(db),
    ...(result.action === 'linkImage' ? [db.imageBlobs] : []),
  ];
}

/**
 * Removes a sent item and applies the server's answer, whatever the change: the answer's copy
 * (for an edit, the newer of it and the kept server copy) becomes the base, and the record's
 * remaining items are re-applied on top. One transaction over the record, its kept copy and the
 * outbox (and the local images, for a link).
 */
export async function completeItem<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
  result: OutboxAnswer<K>,
): Promise<void> {
  // An async callback: Dexie keeps its transaction across the native awaits inside only then.
  await db.transaction('rw', tablesOf(db, entity, result), async () => {
    await settleItem(db, entity, item, result);
  });
}

/** An answered item of a batch, ready to settle (send-batch.ts). */
export interface Answered {
  /** The record the item is about. */
  recordId: string;
  tables: ReturnType<typeof tablesOf>;
  settle: () => Promise<void>;
}

/** An item's answer, to settle with others of its batch in one transaction. */
export function answered<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
  result: OutboxAnswer<K>,
): Answered {
  return {
    recordId: item.itemId,
    tables: tablesOf(db, entity, result),
    settle: () => settleItem(db, entity, item, result),
  };
}

/**
 * Settles the answered items of a batch in one transaction: one commit instead of one per
 * item (docs/decisions/058). Items of different records touch different rows, so their reads
 * and writes go together instead of one after another; a record's own items keep their order.
 */
export async function completeItems(db: LocalDb, items: readonly Answered[]): Promise<void> {
  if (items.length === 0) return;
  const tables = [...new Set(items.flatMap((item) => item.tables))];
  const byRecord = new Map<string, Answered[]>();
  for (const item of items)
    byRecord.set(item.recordId, [...(byRecord.get(item.recordId) ?? []), item]);
  await db.transaction('rw', tables, async () => {
    await Promise.all(
      [...byRecord.values()].map(async (own) => {
        for (const item of own) await item.settle();
      }),
    );
  });
}

/** The work of `completeItem`, inside its transaction. */
async function settleItem<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
  result: OutboxAnswer<K>,
): Promise<void> {
  const table = entity.table(db);
  const bases = entity.bases(db);
  await db.outbox.delete(item.id);
  if (result.action === 'delete' || (result.action === 'update' && result.answer.deleted)) {
    // Deleted here or elsewhere: the delete wins, so the record goes here too.
    await forgetRecord(db, entity, item.itemId);
    return;
  }
  const [row, kept, queued] = await Promise.all([
    table.get(item.itemId),
    bases.get(item.itemId),
    itemsOf(db, item.itemId),
  ]);
  const own = itemsOfEntity(entity, queued);
  let settled: Settled<K>;
  switch (result.action) {
    case 'create':
      settled = settleCreate(entity, item, result.answer, row, kept, own);
      break;
    case 'update':
      settled = {
        base: newer(kept, result.answer.deleted ? undefined : result.answer.record),
        rest: own,
      };
      break;
    case 'linkImage':
      // Only artworks queue links (OutboxAction), so K is 'artwork' here.
      settled = (await settleLinkImage(
        db,
        item as LinkImageItem,
        result.answer,
        row as RowOf<'artwork'> | undefined,
        kept as RowOf<'artwork'> | undefined,
        own as OutboxItem<'artwork'>[],
      )) as unknown as Settled<K>;
      break;
  }
  const { base, rest } = settled;
  const changed = rest.filter((later, index) => later !== own[index]);
  if (changed.length > 0) await db.outbox.bulkPut(asStored(changed));
  const shown = row && base ? reapplyPending(entity, base, rest) : undefined;
  if (shown) await table.put(shown);
  if (rest.length === 0) await bases.delete(item.itemId);
  else if (base) await bases.put(base);
  // The next item of the record, if delayed, can go at once.
  const next = rest[0];
  if (next?.state === 'delayed') await db.outbox.update(next.id, { state: 'waiting' });
  await settled.after?.(shown);
}
