import { Button, CloseButton, Group, Loader, Center, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAddressBook,
  IconHelp,
  IconSearch,
  IconTrash,
  IconUserPlus,
  IconX,
  IconChecks,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { CONTACT_SCREEN_MESSAGES } from '@archive/domain/contacts/contact-screen.messages';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  contactDisplayName,
  contactMatchesSearch,
} from '@archive/domain/contacts/contact-search';
import {
  deleteContacts,
  retrySync,
  useContacts,
  type LocalContact,
} from '../../data/contacts/contacts-store';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { showSuccessToast } from '../../ui/toast';
import { ContactPreviewModal } from './contact-preview-modal';
import { ContactsDownloadMenu } from './contacts-download-menu';
import { ContactsTable } from './contacts-table';

type PendingDelete = { kind: 'row'; contact: LocalContact } | { kind: 'selected' } | null;

/** /contacts: the address book (spec section 2, Contacts). */
export function ContactsListPage() {
  const contacts = useContacts();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, CONTACT_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [preview, setPreview] = useState<LocalContact | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  const visible = useMemo(
    () =>
      (contacts ?? []).filter((contact) => !debounced || contactMatchesSearch(contact, debounced)),
    [contacts, debounced],
  );
  // Selection only holds contacts that still exist (another tab may delete one).
  const selectedIds = useMemo(
    () => (contacts ?? []).filter((contact) => selected.has(contact.id)).map(({ id }) => id),
    [contacts, selected],
  );

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const ids = pendingDelete.kind === 'row' ? [pendingDelete.contact.id] : selectedIds;
    setPendingDelete(null);
    await deleteContacts(ids);
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    showSuccessToast(CONTACT_SCREEN_MESSAGES.deletedMany(ids.length));
  }

  const count = contacts?.length ?? 0;
  const description =
    selectedIds.length > 0
      ? CONTACT_SCREEN_MESSAGES.selected(selectedIds.length)
      : CONTACT_SCREEN_MESSAGES.count(count);
  const addButton = (
    <Button component={Link} to="/contacts/add" leftSection={<IconUserPlus size={16} />}>
      {CONTACT_SCREEN_MESSAGES.addContact}
    </Button>
  );

  return (
    <>
      <PageHeader title="Contacts" description={description} actions={addButton} />
      {contacts === undefined ? (
        <Center mih={240} aria-label="Loading contacts">
          <Loader size="sm" color="ink" type="dots" />
        </Center>
      ) : count === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={26} stroke={1.4} />}
          title={CONTACT_SCREEN_MESSAGES.emptyTitle}
          description={CONTACT_SCREEN_MESSAGES.emptyBody}
          actions={
            <Group gap="sm" justify="center">
              {addButton}
              <Button
                component="a"
                href={`mailto:${SUPPORT_EMAIL}`}
                variant="default"
                leftSection={<IconHelp size={16} />}
              >
                Get help
              </Button>
            </Group>
          }
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <TextInput
              aria-label={CONTACT_SCREEN_MESSAGES.searchPlaceholder}
              placeholder={CONTACT_SCREEN_MESSAGES.searchPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={term}
              onChange={(event) => {
                setTerm(event.currentTarget.value);
              }}
              rightSection={
                term ? (
                  <CloseButton
                    aria-label="Clear search"
                    onClick={() => {
                      setTerm('');
                    }}
                  />
                ) : null
              }
              w={{ base: '100%', sm: 340 }}
            />
            <Group gap="xs">
              {selectedIds.length > 0 ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconX size={16} />}
                    onClick={() => {
                      setSelected(new Set());
                    }}
                  >
                    {CONTACT_SCREEN_MESSAGES.cancelSelection}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => {
                      setPendingDelete({ kind: 'selected' });
                    }}
                  >
                    {CONTACT_SCREEN_MESSAGES.deleteSelected}
                  </Button>
                </>
              ) : null}
              <ContactsDownloadMenu contacts={contacts} selectedIds={selectedIds} />
              <Button
                variant="default"
                leftSection={<IconChecks size={16} />}
                disabled={visible.length === 0}
                onClick={() => {
                  setSelected(new Set(visible.map(({ id }) => id)));
                }}
              >
                {CONTACT_SCREEN_MESSAGES.selectAll}
              </Button>
            </Group>
          </Group>
          {visible.length === 0 ? (
            <EmptyState
              icon={<IconSearch size={26} stroke={1.4} />}
              title={CONTACT_SCREEN_MESSAGES.noResultsTitle}
              description={CONTACT_SCREEN_MESSAGES.noResultsBody(debounced)}
              actions={
                <Button
                  variant="default"
                  onClick={() => {
                    setTerm('');
                  }}
                >
                  Clear search
                </Button>
              }
            />
          ) : (
            <ContactsTable
              contacts={visible}
              selected={selected}
              onToggle={toggle}
              onOpen={setPreview}
              onDelete={(contact) => {
                setPendingDelete({ kind: 'row', contact });
              }}
              onUpload={(contact) => void retrySync(contact.id)}
            />
          )}
        </Stack>
      )}
      <ContactPreviewModal
        contact={preview}
        onClose={() => {
          setPreview(null);
        }}
        onDelete={(contact) => {
          setPreview(null);
          setPendingDelete({ kind: 'row', contact });
        }}
      />
      <ConfirmModal
        opened={pendingDelete !== null}
        title={
          pendingDelete?.kind === 'row'
            ? CONTACT_SCREEN_MESSAGES.deleteOneTitle
            : CONTACT_SCREEN_MESSAGES.deleteManyTitle
        }
        body={
          pendingDelete?.kind === 'row'
            ? CONTACT_SCREEN_MESSAGES.deleteOneBody(contactDisplayName(pendingDelete.contact))
            : CONTACT_SCREEN_MESSAGES.deleteManyBody(selectedIds.length)
        }
        confirmLabel="Delete"
        onClose={() => {
          setPendingDelete(null);
        }}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
