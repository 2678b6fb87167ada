import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportInvoiceNumbers } from '../../db/schema';

export function createExportsRepository(db: Db) {
  return {
    /** The user's next invoice number: one more than the last, in one statement, so two invoices made at once never share one. */
    async nextInvoiceNumber(userId: string): Promise<number> {
      const [row] = await db
        .insert(exportInvoiceNumbers)
        .values({ userId, lastNumber: 1 })
        .onConflictDoUpdate({
          target: exportInvoiceNumbers.userId,
          set: { lastNumber: sql`${exportInvoiceNumbers.lastNumber} + 1` },
        })
        .returning({ lastNumber: exportInvoiceNumbers.lastNumber });
      if (row === undefined) throw new Error('No invoice number was returned');
      return row.lastNumber;
    },
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
