import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CONTACT_SCREEN_MESSAGES } from '@archive/domain/contacts/contact-screen.messages';
import { contactDisplayName } from '@archive/domain/contacts/contact-search';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';
import type { LocalContact } from '../../data/contacts/contacts-store';

interface ContactActionsProps {
  contact: LocalContact;
  onDelete: (contact: LocalContact) => void;
  onUpload: (contact: LocalContact) => void;
  gap: number;
}

/** A contact's actions, in the table and on a phone's card: upload when it failed, edit, delete. */
export function ContactActions({ contact, onDelete, onUpload, gap }: ContactActionsProps) {
  const name = contactDisplayName(contact);
  return (
    <Group gap={gap} justify="flex-end" wrap="nowrap">
      {contact.syncState === 'failed' ? (
        <Tooltip
          label={OUTBOX_MESSAGES.syncFailedManually(CONTACT_SCREEN_MESSAGES.syncManuallyWhat(name))}
        >
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${OUTBOX_MESSAGES.uploadNow} ${name}`}
            onClick={() => {
              onUpload(contact);
            }}
          >
            <IconCloudUpload size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <ActionIcon
        component={Link}
        to={`/contacts/edit?id=${contact.id}`}
        variant="subtle"
        color="ink"
        aria-label={`Edit ${name}`}
      >
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${name}`}
        onClick={() => {
          onDelete(contact);
        }}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
