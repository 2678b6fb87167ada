import { Button, Group } from '@mantine/core';
import {
  IconAddressBook,
  IconArrowLeft,
  IconHelp,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

function BackToContacts() {
  return (
    <Button
      component={Link}
      to="/contacts"
      variant="subtle"
      size="compact-sm"
      ml={-8}
      leftSection={<IconArrowLeft size={16} />}
      style={{ alignSelf: 'flex-start' }}
    >
      Back to contacts
    </Button>
  );
}

export function ContactsPage() {
  return (
    <>
      <PageHeader
        title="Contacts"
        description="0 contacts"
        actions={
          <Button component={Link} to="/contacts/add" leftSection={<IconUserPlus size={16} />}>
            Add contact
          </Button>
        }
      />
      <EmptyState
        icon={<IconAddressBook size={26} stroke={1.4} />}
        title="No contacts yet"
        description="Keep collectors, curators, galleries, framers and shippers in one address book, linked to the works they hold."
        actions={
          <Group gap="sm" justify="center">
            <Button component={Link} to="/contacts/add" leftSection={<IconUserPlus size={16} />}>
              Add contact
            </Button>
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
    </>
  );
}

export function AddContactPage() {
  return (
    <>
      <PageHeader
        before={<BackToContacts />}
        title="New contact"
        description="Contacts / New contact"
      />
      <EmptyState
        icon={<IconUserPlus size={26} stroke={1.4} />}
        title="Add someone to your address book"
        description="Name, organisation, e-mail, phone, address, website and the roles they play — artist, curator, collector and more."
        actions={
          <Button
            component={Link}
            to="/contacts"
            variant="default"
            leftSection={<IconUsers size={16} />}
          >
            Go to contacts
          </Button>
        }
      />
    </>
  );
}

export function EditContactPage() {
  return (
    <>
      <PageHeader before={<BackToContacts />} title="Edit contact" />
      <EmptyState
        icon={<IconUsers size={26} stroke={1.4} />}
        title="No contact selected"
        description="Choose a contact in your address book to edit their details."
        actions={
          <Button
            component={Link}
            to="/contacts"
            variant="default"
            leftSection={<IconUsers size={16} />}
          >
            Go to contacts
          </Button>
        }
      />
    </>
  );
}
