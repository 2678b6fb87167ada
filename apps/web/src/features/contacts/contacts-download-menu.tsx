import { Button, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId, useNetwork } from '@mantine/hooks';
import { IconAddressBook, IconChevronDown, IconDownload, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { ARCHIVE_EXPORT_MESSAGES as M } from '@archive/domain/exports/archive-export.messages';
import {
  CONTACT_EXPORT_FORMATS,
  type ContactExportFormat,
} from '@archive/domain/exports/archive-export.schema';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { fetchExportFile, requestContactsExport } from '../../data/api/exports-api';
import type { LocalContact } from '../../data/contacts/contacts-store';
import { saveFile } from '../../ui/browser-download';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast, showWarningToast } from '../../ui/toast';

const FORMAT_ICONS: Record<ContactExportFormat, typeof IconTable> = {
  csv: IconTable,
  vcard: IconAddressBook,
};

interface ContactsDownloadMenuProps {
  contacts: readonly LocalContact[];
  /** When any, only these are downloaded. */
  selectedIds: readonly string[];
}

/**
 * The contacts list's "Download contacts" (issue 34): all of them, or the selection, as CSV or
 * vCard. Online only: the file is made on the server from its copy of the contacts.
 */
export function ContactsDownloadMenu({ contacts, selectedIds }: ContactsDownloadMenuProps) {
  const network = useNetwork();
  const offlineHintId = useId();
  const [busy, setBusy] = useState(false);
  const label =
    selectedIds.length > 0 ? M.downloadSelectedContacts(selectedIds.length) : M.downloadContacts;
  const icon = <IconDownload size={16} />;

  async function handleDownload(format: ContactExportFormat) {
    const wanted = selectedIds.length > 0 ? new Set(selectedIds) : null;
    const unsynced = contacts.filter(
      (contact) => contact.syncState !== 'synced' && (wanted === null || wanted.has(contact.id)),
    ).length;
    setBusy(true);
    try {
      const answer = await requestContactsExport(format, selectedIds);
      saveFile(await fetchExportFile(answer.path), answer.data.fileName);
      if (unsynced > 0) showWarningToast(M.contactsWithPendingChanges(unsynced));
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else if (isApiError(error, 404) && wanted !== null) showErrorToast(M.contactsNotUploaded);
      // Too many exports at once (429) or every export thread busy (503): the server's words.
      else if (isApiError(error, 429) || isApiError(error, 503)) showErrorToast(error.message);
      else showErrorToast(M.contactsFailed);
    } finally {
      setBusy(false);
    }
  }

  if (!network.online) {
    // A disabled button gets no hover or focus, so the reason could not be shown: it only
    // looks and acts disabled, and stays focusable to tell why.
    return (
      <>
        <Tooltip label={M.contactsOffline} events={{ hover: true, focus: true, touch: true }}>
          <Button
            variant="default"
            leftSection={icon}
            data-disabled
            aria-disabled
            aria-describedby={offlineHintId}
            onClick={(event) => {
              event.preventDefault();
            }}
          >
            {label}
          </Button>
        </Tooltip>
        <VisuallyHidden id={offlineHintId}>{M.contactsOffline}</VisuallyHidden>
      </>
    );
  }

  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={icon}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CONTACT_EXPORT_FORMATS.map((format) => {
          const FormatIcon = FORMAT_ICONS[format];
          return (
            <Menu.Item
              key={format}
              leftSection={<FormatIcon size={16} stroke={1.6} />}
              onClick={() => void handleDownload(format)}
            >
              {M.formatLabels[format]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
