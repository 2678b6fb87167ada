import {
  ActionIcon,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { CONTACT_TYPE_LABELS } from '@archive/domain/contacts/contact-types';
import { CONTACT_SCREEN_MESSAGES } from '@archive/domain/contacts/contact-screen.messages';
import { contactDisplayName } from '@archive/domain/contacts/contact-search';
import type { LocalContact } from '../../data/contacts/contacts-store';
import { ContactActions } from './contact-actions';

export interface ContactSortOption {
  id: string;
  label: string;
}

interface ContactCardsProps {
  /** In the table's order. */
  contacts: LocalContact[];
  sortOptions: readonly ContactSortOption[];
  sortId: string;
  descending: boolean;
  onSort: (id: string, descending: boolean) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (contact: LocalContact) => void;
  onDelete: (contact: LocalContact) => void;
  onUpload: (contact: LocalContact) => void;
}

/**
 * Contacts on a phone (issue 41): one card per contact (name, organisation, type, e-mail) with
 * the table's selection, actions and order, so nothing scrolls sideways.
 */
export function ContactCards({
  contacts,
  sortOptions,
  sortId,
  descending,
  onSort,
  selected,
  onToggle,
  onOpen,
  onDelete,
  onUpload,
}: ContactCardsProps) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <NativeSelect
          aria-label={CONTACT_SCREEN_MESSAGES.sortBy}
          size="sm"
          data={sortOptions.map((option) => ({ value: option.id, label: option.label }))}
          value={sortId}
          onChange={(event) => {
            onSort(event.currentTarget.value, descending);
          }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={
            descending
              ? CONTACT_SCREEN_MESSAGES.sortDescending
              : CONTACT_SCREEN_MESSAGES.sortAscending
          }
          onClick={() => {
            onSort(sortId, !descending);
          }}
        >
          {descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
        </ActionIcon>
      </Group>
      <Stack
        gap="xs"
        component="ul"
        aria-label="Contacts"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {contacts.map((contact) => {
          const name = contactDisplayName(contact);
          const types = contact.types.map((type) => CONTACT_TYPE_LABELS[type]).join(', ');
          const isSelected = selected.has(contact.id);
          return (
            <Paper
              key={contact.id}
              component="li"
              withBorder
              radius={4}
              p="sm"
              aria-label={name}
              bg={isSelected ? 'var(--mantine-color-stone-0)' : undefined}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox
                  mt={2}
                  aria-label={`Select ${name}`}
                  checked={isSelected}
                  onChange={() => {
                    onToggle(contact.id);
                  }}
                />
                <UnstyledButton
                  style={{ flex: 1, minWidth: 0 }}
                  onClick={() => {
                    onOpen(contact);
                  }}
                >
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  {contact.organisation.trim() === '' ? null : (
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {contact.organisation}
                    </Text>
                  )}
                  {types === '' ? null : (
                    <Text fz="xs" c="var(--archive-muted)">
                      {types}
                    </Text>
                  )}
                  {contact.email.trim() === '' ? null : (
                    <Text fz="sm" c="var(--archive-muted)" style={{ overflowWrap: 'anywhere' }}>
                      {contact.email}
                    </Text>
                  )}
                </UnstyledButton>
                <ContactActions contact={contact} onDelete={onDelete} onUpload={onUpload} gap={2} />
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
