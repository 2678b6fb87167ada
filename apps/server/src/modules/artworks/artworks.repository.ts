import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { jsonTextById, type JsonText } from '../../lib/json-text';
import type { Db } from '../../db/client';
import { takeNextNumbers, type PerUserCounter } from '../../db/per-user-counter';
import { artworkNumberCounters, artworks } from '../../db/schema-artworks';

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds). */
function isoText(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The API artwork (domain artworkSchema) of the row aliased `a`, built by Postgres. */
const OWN_ARTWORK_JSON = sql`json_build_object(
  'id', a.id,
  'artist', a.artist,
  'artistId', a.artist_id,
  'status', a.status,
  'collection', json_build_object('id', a.collection_id),
  'archiveArtworkNumber', a.archive_artwork_number,
  'artworkValues', a.artwork_values,
  'images', coalesce((SELECT json_agg(i - 'linkedVersion' ORDER BY (i->>'sortIndex')::int)
    FROM jsonb_array_elements(a.images) AS i), '[]'::json),
  'isDeleted', a.is_deleted,
  'dateCreated', ${isoText(sql`a.date_created`)},
  'lastModified', ${isoText(sql`a.last_modified`)},
  'version', a.version)`;

/** With `activeShareSource` on a copy saved from a share (decision 036) only. */
const ARTWORK_JSON = sql`CASE WHEN a.active_share_source IS NULL THEN ${OWN_ARTWORK_JSON}
  ELSE (${OWN_ARTWORK_JSON}::jsonb
    || jsonb_build_object('activeShareSource', a.active_share_source))::json END`;

function parseItems<T>(result: unknown): T[] {
  // Both drivers answer { rows }.
  const rows = (result as { rows: { items: string | null }[] }).rows;
  return JSON.parse(rows[0]?.items ?? '[]') as T[];
}

function keysOf(result: unknown): string[] {
  const rows = (result as { rows: { key: string | null }[] }).rows;
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}

/**
 * The artworks module's own reads of its table (the list, the pull, the sweep) and the archive
 * number counter; its changes go through the sync module's record pipeline.
 */
const ARCHIVE_NUMBERS: PerUserCounter = {
  table: artworkNumberCounters,
  userId: artworkNumberCounters.userId,
  last: artworkNumberCounters.lastNumber,
  what: 'archive number',
};

export function createArtworksRepository(db: Db) {
  return {
    /**
     * Takes the user's next archive number. The counter only grows and its row stays locked
     * until the transaction ends, so two creates never get the same number.
     */
    nextNumber(tx: Db, userId: string): Promise<number> {
      return takeNextNumbers(tx, ARCHIVE_NUMBERS, userId);
    },
    async isLive(tx: Db, userId: string, id: string): Promise<boolean> {
      const rows = await tx
        .select({ id: artworks.id })
        .from(artworks)
        .where(and(eq(artworks.id, id), eq(artworks.userId, userId), eq(artworks.isDeleted, false)))
        .limit(1);
      return rows.length > 0;
    },
    /** The keys of the images linked to the user's artworks not deleted (the unlinked sweep). */
    async linkedImageKeys(userId: string): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT i->>'key' AS key
        FROM ${artworks} AS a, jsonb_array_elements(a.images) AS i
        WHERE a.user_id = ${userId} AND a.is_deleted = false`);
      return keysOf(result);
    },
    /** The user's artworks not deleted, by archive number; Postgres builds the JSON. */
    async listActive(userId: string): Promise<Artwork[]> {
      const result = await db.execute(sql`
        SELECT coalesce(json_agg(${ARTWORK_JSON} ORDER BY a.archive_artwork_number)::text, '[]')
          AS items
        FROM ${artworks} AS a
        WHERE a.user_id = ${userId} AND a.is_deleted = false`);
      return parseItems<Artwork>(result);
    },
    /** The caller's artworks among `ids` that are not deleted; one query, ids as one array. */
    async findActive(userId: string, ids: readonly string[]): Promise<Artwork[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT coalesce(json_agg(${ARTWORK_JSON})::text, '[]') AS items
        FROM ${artworks} AS a
        WHERE a.user_id = ${userId} AND a.is_deleted = false
          AND a.id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
      return parseItems<Artwork>(result);
    },
    /** The ids of the user's artworks not deleted, by archive number (the archive's order). */
    async activeIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: artworks.id })
        .from(artworks)
        .where(and(eq(artworks.userId, userId), eq(artworks.isDeleted, false)))
        .orderBy(artworks.archiveArtworkNumber);
      return rows.map((row) => row.id);
    },
    /** Each of the user's artworks not deleted that has images, with its images' keys and names. */
    async imageLists(
      userId: string,
    ): Promise<{ id: string; images: { key: string; name: string; sortIndex: number }[] }[]> {
      const rows = await db
        .select({ id: artworks.id, images: artworks.images })
        .from(artworks)
        .where(
          and(
            eq(artworks.userId, userId),
            eq(artworks.isDeleted, false),
            sql`jsonb_array_length(${artworks.images}) > 0`,
          ),
        )
        .orderBy(artworks.archiveArtworkNumber);
      return rows.map((row) => ({
        id: row.id,
        images: row.images.map(({ key, name, sortIndex }) => ({ key, name, sortIndex })),
      }));
    },
    /**
     * The version and last change of each of the caller's artworks among `ids`, not deleted:
     * what a public room's cache is checked against, without reading the works themselves.
     */
    async activeVersions(
      userId: string,
      ids: readonly string[],
    ): Promise<{ id: string; version: number; lastModified: Date }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: artworks.id, version: artworks.version, lastModified: artworks.lastModified })
        .from(artworks)
        .where(
          and(
            eq(artworks.userId, userId),
            eq(artworks.isDeleted, false),
            sql`${artworks.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`,
          ),
        );
    },
    /**
     * The pull's copies of the caller's artworks among `ids`: the API artwork, or
     * `{ id, deleted: true }`, by id, each as the JSON text Postgres writes (as
     * contacts.repository findSyncItems). The ids go as one array parameter.
     */
    async findSyncItems(userId: string, ids: string[]): Promise<Map<string, JsonText>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`
        SELECT a.id, (CASE WHEN a.is_deleted
          THEN json_build_object('id', a.id, 'deleted', true)
          ELSE ${ARTWORK_JSON}
          END)::text AS json
        FROM ${artworks} AS a
        WHERE a.user_id = ${userId} AND a.id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
      return jsonTextById(result);
    },
  };
}

export type ArtworksRepository = ReturnType<typeof createArtworksRepository>;
