import { ARTWORK_MESSAGES } from '@archive/domain/artworks/artwork.messages';
import { CONTACT_SCREEN_MESSAGES } from '@archive/domain/contacts/contact-screen.messages';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';
import type { EntityKind } from './store/local-db';

/** Spec section 8's message once a record's change gave up: upload it by hand. */
export function syncFailedMessage(entity: EntityKind, name: string): string {
  switch (entity) {
    case 'contact':
      return OUTBOX_MESSAGES.syncFailedManually(CONTACT_SCREEN_MESSAGES.syncManuallyWhat(name));
    case 'artwork':
      return OUTBOX_MESSAGES.syncFailedManually(ARTWORK_MESSAGES.syncManuallyWhat(name));
  }
}
