import { z } from 'zod';

/**
 * A record's history: every value a change replaced (docs/decisions/009). `field` names a
 * sub-field with a dot (`address.city`); `concurrent` marks a value that a later write
 * replaced while its own edit was still on its way (a conflict).
 */
export const historyEntrySchema = z.object({
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  /** The record's version the change produced. */
  version: z.number().int().nonnegative(),
  concurrent: z.boolean(),
  /** ISO 8601. */
  replacedAt: z.string(),
  /** Who made the change (the owner's name); absent in older answers. */
  changedBy: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Newest first. */
export const historyResponseSchema = z.object({ history: z.array(historyEntrySchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
