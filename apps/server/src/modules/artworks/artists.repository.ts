import type { Artist } from '@archive/domain/artworks/artwork.schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artists, type ArtistRow } from '../../db/schema-artworks';

/** How artist names compare (as artwork.rules sameName): no case, no repeated spaces. */
export function artistNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The artists table; only the artworks module reads or writes it. */
export function createArtistsRepository(db: Db) {
  return {
    /**
     * The user's artist of this name, created when there is none; `created` says which. A
     * concurrent create of the same name waits on the unique index and then finds it.
     */
    async findOrCreate(
      tx: Db,
      userId: string,
      name: string,
    ): Promise<{ artist: ArtistRow; created: boolean }> {
      const nameKey = artistNameKey(name);
      const inserted = await tx
        .insert(artists)
        .values({ userId, name: name.trim(), nameKey })
        .onConflictDoNothing()
        .returning();
      const fresh = inserted[0];
      if (fresh !== undefined) return { artist: fresh, created: true };
      const rows = await tx
        .select()
        .from(artists)
        .where(and(eq(artists.userId, userId), eq(artists.nameKey, nameKey)))
        .limit(1);
      const found = rows[0];
      if (found === undefined) throw new Error('An artist conflicted but cannot be found');
      return { artist: found, created: false };
    },
    async list(userId: string): Promise<Artist[]> {
      return db
        .select({ id: artists.id, name: artists.name })
        .from(artists)
        .where(eq(artists.userId, userId))
        .orderBy(asc(artists.nameKey), asc(artists.id));
    },
    /** The pull's copies of the caller's artists among `ids` (artistSchema). */
    async findSyncItems(userId: string, ids: string[]): Promise<Artist[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: artists.id, name: artists.name })
        .from(artists)
        .where(
          and(
            eq(artists.userId, userId),
            sql`${artists.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`,
          ),
        );
    },
  };
}

export type ArtistsRepository = ReturnType<typeof createArtistsRepository>;
