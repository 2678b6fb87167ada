import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ServerProcess } from './server-process';

export interface HistoryRow {
  userId: string;
  entityId: string;
  field: string;
  newValue: unknown;
}

/** Stops the server and reads every replaced value from its database. */
export async function readHistory(server: ServerProcess): Promise<HistoryRow[]> {
  await server.stop();
  const database = new PGlite(path.join(server.dataDir, 'db'));
  try {
    const result = await database.query<HistoryRow>(
      `SELECT user_id AS "userId", entity_id AS "entityId", field, new_value AS "newValue"
       FROM record_history`,
    );
    return result.rows;
  } finally {
    await database.close();
  }
}
