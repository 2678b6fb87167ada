import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, type CollectionRow } from '../../db/schema-collections';

/** The collections table; only the collections module reads or writes it. */
export function createCollectionsRepository(db: Db) {
  return {
    async insert(row: {
      userId: string;
      name: string;
      type: CollectionRow['type'];
    }): Promise<CollectionRow> {
      const rows = await db.insert(collections).values(row).returning();
      const created = rows[0];
      if (created === undefined) throw new Error('Inserting a collection returned no row');
      return created;
    },
    listByUser(userId: string): Promise<CollectionRow[]> {
      return db
        .select()
        .from(collections)
        .where(eq(collections.userId, userId))
        .orderBy(asc(collections.createdAt), asc(collections.id));
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
