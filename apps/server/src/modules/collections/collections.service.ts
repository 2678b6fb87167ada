import type { Collection } from '@archive/domain/auth/collection.schema';
import { firstCollectionType, type UserRole } from '@archive/domain/user/user-role';
import type { CollectionRow } from '../../db/schema-collections';
import type { CollectionsRepository } from './collections.repository';

/** Names of the first collection (spec section 3). */
export const FIRST_COLLECTION_NAMES = {
  production: 'Production',
  collection: 'Collection',
} as const satisfies Record<Collection['type'], string>;

function toApiCollection(row: CollectionRow): Collection {
  return { id: row.id, name: row.name, type: row.type };
}

export function createCollectionsService(repository: CollectionsRepository) {
  return {
    /** 'production' for artists, 'collection' for every other role. */
    async createFirst(userId: string, role: UserRole): Promise<Collection> {
      const type = firstCollectionType(role);
      const row = await repository.insert({ userId, type, name: FIRST_COLLECTION_NAMES[type] });
      return toApiCollection(row);
    },
    async listForUser(userId: string): Promise<Collection[]> {
      const rows = await repository.listByUser(userId);
      return rows.map(toApiCollection);
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
