import type { Db } from '../../db/client';
import { takeNextNumbers, type PerUserCounter } from '../../db/per-user-counter';
import { exportInvoiceNumbers } from '../../db/schema';

const INVOICE_NUMBERS: PerUserCounter = {
  table: exportInvoiceNumbers,
  userId: exportInvoiceNumbers.userId,
  last: exportInvoiceNumbers.lastNumber,
  what: 'invoice number',
};

export function createExportsRepository(db: Db) {
  return {
    /** The user's next invoice number: two invoices made at once never share one. */
    nextInvoiceNumber(userId: string): Promise<number> {
      return takeNextNumbers(db, INVOICE_NUMBERS, userId);
    },
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
