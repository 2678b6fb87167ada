import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { jsonTextById, type JsonText } from '../../lib/json-text';
import type { Db } from '../../db/client';
import { contacts, type ContactRow } from '../../db/schema-contacts';

/**
 * The contacts module's own reads of its table (the list, the pull, the sweep); its changes go
 * through the sync module's record pipeline.
 */
export function createContactsRepository(db: Db) {
  return {
    /** The keys of the photos of the user's contacts not deleted (the unlinked sweep). */
    async linkedImageKeys(userId: string): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT c.image->>'key' AS key
        FROM ${contacts} AS c
        WHERE c.user_id = ${userId} AND c.status = 'active' AND c.image IS NOT NULL`);
      const rows = (result as { rows: { key: string | null }[] }).rows;
      return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
    },
    listActive(userId: string): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.status, 'active')))
        .orderBy(asc(contacts.dateCreated), asc(contacts.id));
    },
    /**
     * The pull's copies of the caller's contacts among `ids`, shaped as `toSyncItem` shapes
     * them (the API contact, or `{ id, deleted: true }`), by id. Postgres writes each as JSON
     * text instead of 25 columns to convert (about half the time with PGlite), and the pull
     * puts that text into its answer as it is (decision 060). The ids go as one array
     * parameter.
     */
    async findSyncItems(userId: string, ids: string[]): Promise<Map<string, JsonText>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`
        SELECT c.id, (CASE WHEN c.status = 'deleted'
          THEN json_build_object('id', c.id, 'deleted', true)
          ELSE json_build_object(
            'id', c.id,
            'firstName', c.first_name,
            'lastName', c.last_name,
            'organisation', c.organisation,
            'email', c.email,
            'phone', c.phone,
            'types', c.types,
            'websiteUrl', c.website_url,
            'instagramUrl', c.instagram_url,
            'position', c.position,
            'vatNumber', c.vat_number,
            'address', json_build_object(
              'address1', c.address1,
              'address2', c.address2,
              'city', c.city,
              'postalCode', c.postal_code,
              'state', c.state,
              'country', c.country),
            'notes', c.notes,
            'image', c.image,
            'status', c.status,
            'dateCreated', ${isoText(sql`c.date_created`)},
            'lastModified', ${isoText(sql`c.last_modified`)},
            'version', c.version)
          END)::text AS json
        FROM ${contacts} AS c
        WHERE c.user_id = ${userId} AND c.id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
      return jsonTextById(result);
    },
  };
}

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds). */
function isoText(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
