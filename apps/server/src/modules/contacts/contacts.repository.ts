import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, type ContactRow, type NewContactRow } from '../../db/schema-sync';

/** The contacts table; only the contacts module reads or writes it. */
export function createContactsRepository(db: Db) {
  return {
    /** Inserts a new contact; null when the id exists already (anyone's). */
    async insertIfAbsent(tx: Db, row: NewContactRow): Promise<ContactRow | null> {
      const rows = await tx.insert(contacts).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    /** The contact, locked until the transaction ends; null when there is none. */
    async lockById(tx: Db, id: string): Promise<ContactRow | null> {
      const rows = await tx
        .select()
        .from(contacts)
        .where(eq(contacts.id, id))
        .limit(1)
        .for('update');
      return rows[0] ?? null;
    },
    async update(tx: Db, id: string, changes: Partial<NewContactRow>): Promise<ContactRow> {
      const rows = await tx.update(contacts).set(changes).where(eq(contacts.id, id)).returning();
      const row = rows[0];
      if (row === undefined) throw new Error('Updating a contact returned no row');
      return row;
    },
    listActive(userId: string): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.status, 'active')))
        .orderBy(asc(contacts.dateCreated), asc(contacts.id));
    },
    findByIds(userId: string, ids: string[]): Promise<ContactRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), inArray(contacts.id, ids)));
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
