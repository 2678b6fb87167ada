import { ARTWORK_ENTITY } from './artwork-entity';
import { CONTACT_ENTITY } from './contact-entity';
import type { EntityDescription } from './entity';
import type { EntityKind } from '../store/local-db';

/** Every synced entity the engine knows, by the outbox item's `entity`. */
export const ENTITIES: { [K in EntityKind]: EntityDescription<K> } = {
  contact: CONTACT_ENTITY,
  artwork: ARTWORK_ENTITY,
};

export function entityOf<K extends EntityKind>(kind: K): EntityDescription<K> {
  return ENTITIES[kind];
}
