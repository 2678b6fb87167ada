import { Button, Center, Loader } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { CONTACT_SCREEN_MESSAGES } from '@archive/domain/contacts/contact-screen.messages';
import { useContact } from '../../data/contacts/contacts-store';
import { EmptyState } from '../../ui/empty-state';
import { ContactFormPage } from './contact-form-page';
import { ContactsListPage } from './contacts-list-page';

/** The three contact routes, lazy-loaded together by app/router.tsx. */
export function ContactsPage() {
  return <ContactsListPage />;
}

export function AddContactPage() {
  return <ContactFormPage />;
}

/** /contacts/edit?id=…: the contact from the local store, so it opens offline too. */
export function EditContactPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const contact = useContact(id);
  if (contact === undefined) {
    return (
      <Center mih={240} aria-label="Loading contact">
        <Loader size="sm" color="ink" type="dots" />
      </Center>
    );
  }
  if (contact === null) {
    return (
      <EmptyState
        icon={<IconUsers size={26} stroke={1.4} />}
        title={CONTACT_SCREEN_MESSAGES.notFoundTitle}
        description={CONTACT_SCREEN_MESSAGES.notFound}
        actions={
          <Button component={Link} to="/contacts" variant="default">
            Go to contacts
          </Button>
        }
      />
    );
  }
  // Keyed by id: moving to another contact starts a fresh form.
  return <ContactFormPage key={contact.id} contact={contact} />;
}
