import { Anchor, Avatar, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_TYPE_LABELS } from '@archive/domain/contacts/contact-types';
import { contactDisplayName } from '@archive/domain/contacts/contact-search';
import type { LocalContact } from '../../data/contacts/contacts-store';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

function href(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="var(--archive-muted)" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * preview_contact: the contact card, read-only, with Delete (confirmed by the list's
 * delete_contact modal) and Edit; the header's close button closes it.
 */
export function ContactPreviewModal({
  contact,
  onClose,
  onDelete,
}: {
  contact: LocalContact | null;
  onClose: () => void;
  onDelete: (contact: LocalContact) => void;
}) {
  const name = contact ? contactDisplayName(contact) : '';
  const address = contact
    ? [
        contact.address.address1,
        contact.address.address2,
        [contact.address.postalCode, contact.address.city].filter(Boolean).join(' '),
        contact.address.state,
        contact.address.country,
      ].filter(Boolean)
    : [];
  const hasDetails =
    contact !== null &&
    (address.length > 0 ||
      [
        contact.email,
        contact.phone,
        contact.websiteUrl,
        contact.instagramUrl,
        contact.vatNumber,
        contact.notes,
      ].some(Boolean));
  return (
    <Modal opened={contact !== null} onClose={onClose} title="Contact" size={520} centered>
      {contact ? (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar size={56} radius="xl" color="stone">
              {initials(name)}
            </Avatar>
            <Stack gap={2}>
              <Text fw={600} fz="lg">
                {name}
              </Text>
              {contact.position || contact.organisation ? (
                <Text fz="sm" c="var(--archive-muted)">
                  {[contact.position, contact.organisation].filter(Boolean).join(', ')}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {contact.types.length > 0 ? (
            <Group gap={6}>
              {contact.types.map((type) => (
                <Badge key={type} variant="light" color="stone">
                  {CONTACT_TYPE_LABELS[type]}
                </Badge>
              ))}
            </Group>
          ) : null}
          <Stack gap="xs" display={hasDetails ? undefined : 'none'}>
            {contact.email ? (
              <Line label="Email">
                <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
              </Line>
            ) : null}
            {contact.phone ? <Line label="Phone">{contact.phone}</Line> : null}
            {address.length > 0 ? <Line label="Address">{address.join(', ')}</Line> : null}
            {contact.websiteUrl ? (
              <Line label="Website">
                <Anchor href={href(contact.websiteUrl)} target="_blank" rel="noreferrer">
                  {contact.websiteUrl}
                </Anchor>
              </Line>
            ) : null}
            {contact.instagramUrl ? (
              <Line label="Instagram">
                <Anchor href={href(contact.instagramUrl)} target="_blank" rel="noreferrer">
                  {contact.instagramUrl}
                </Anchor>
              </Line>
            ) : null}
            {contact.vatNumber ? <Line label="VAT number">{contact.vatNumber}</Line> : null}
            {contact.notes ? <Line label="Notes">{contact.notes}</Line> : null}
          </Stack>
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              c="red.9"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                onDelete(contact);
              }}
            >
              Delete
            </Button>
            <Button
              component={Link}
              to={`/contacts/edit?id=${contact.id}`}
              leftSection={<IconPencil size={16} />}
            >
              Edit contact
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
