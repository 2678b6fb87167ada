import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Breadcrumbs, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconRestore, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { resetKeepingEdits, resetToStored } from '../../ui/form/form-edits';
import { Link, useNavigate } from 'react-router';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
} from '@archive/domain/contacts/contact.schema';
import { CONTACT_SCREEN_MESSAGES } from '@archive/domain/contacts/contact-screen.messages';
import { contactDisplayName } from '@archive/domain/contacts/contact-search';
import {
  createContact,
  deleteContacts,
  updateContact,
  type LocalContact,
} from '../../data/contacts/contacts-store';
import { useSession } from '../../data/session/use-session';
import { formatLongDate } from '../../ui/format-date';
import { PageHeader } from '../../ui/page-header';
import { ConfirmModal } from '../../ui/confirm-modal';
import { FloatingBar } from '../../ui/floating-bar';
import { FormSection } from '../../ui/form-section';
import { LeaveGuard } from '../../ui/leave-guard';
import { showSuccessToast } from '../../ui/toast';
import { AdditionalFields, GeneralFields } from './contact-fields';
import { ContactPhotoField } from './contact-photo-field';
import { ADDITIONAL_FIELDS, GENERAL_FIELDS, toFormValues } from './contact-values';

interface ContactFormPageProps {
  /** The contact being edited; absent on /contacts/add. */
  contact?: LocalContact;
}

/** /contacts/add and /contacts/edit: the contact card (spec section 2, Add/edit). */
export function ContactFormPage({ contact }: ContactFormPageProps) {
  const navigate = useNavigate();
  const session = useSession();
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leaving = useRef(false);
  const initial = contact ? toFormValues(contact) : EMPTY_CONTACT_FORM;
  const form = useForm<ContactFormValues, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const { submitWith } = useFormSubmit(form);

  // Spec section 5: a contact changed elsewhere (a pull, another tab) updates the form but
  // keeps what the person is typing.
  const version = contact?.version;
  const lastModified = contact?.lastModified;
  useEffect(() => {
    if (contact) resetToStored(form, toFormValues(contact));
    // Only a new version of the stored contact reinitialises the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, lastModified]);

  function clear(fields: readonly (keyof ContactFormValues)[]) {
    for (const field of fields) {
      setValue(field, EMPTY_CONTACT_FORM[field], { shouldDirty: true });
    }
  }

  // What is typed while the save is under way stays (decision 024).
  async function save(values: ContactFormValues, submitted: ContactFormValues) {
    setSaving(true);
    try {
      if (contact) {
        await updateContact(contact.id, values);
        resetKeepingEdits(form, submitted, values);
        showSuccessToast(CONTACT_SCREEN_MESSAGES.updated);
      } else {
        await createContact(values);
        resetKeepingEdits(form, submitted, values);
        showSuccessToast(CONTACT_SCREEN_MESSAGES.created);
        await navigate('/contacts');
      }
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!contact) return;
    setConfirmDelete(false);
    leaving.current = true;
    await deleteContacts([contact.id]);
    showSuccessToast(CONTACT_SCREEN_MESSAGES.deleted);
    await navigate('/contacts', { replace: true });
  }

  const name = contact ? contactDisplayName(contact) : 'New contact';
  const updatedOn = formatLongDate(contact?.lastModified ?? new Date());

  return (
    <form
      noValidate
      aria-label={contact ? `Edit ${name}` : 'New contact'}
      onSubmit={submitWith(save)}
    >
      <PageHeader
        before={
          <Stack gap="sm">
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
            <Breadcrumbs separator="/" fz="sm">
              <Anchor component={Link} to="/contacts" c="var(--archive-muted)">
                Contacts
              </Anchor>
              <Text fz="sm">{name}</Text>
            </Breadcrumbs>
          </Stack>
        }
        title={name}
        description={CONTACT_SCREEN_MESSAGES.lastUpdated(updatedOn, session?.user.name ?? '')}
      />
      <Stack gap="lg" pb={96}>
        <FormSection
          title="General"
          onClear={() => {
            clear(GENERAL_FIELDS);
          }}
        >
          <GeneralFields register={register} errors={errors} control={control} />
        </FormSection>
        <FormSection title="Photo">
          <ContactPhotoField contact={contact} />
        </FormSection>
        <FormSection
          title="Additional"
          onClear={() => {
            clear(ADDITIONAL_FIELDS);
          }}
        >
          <AdditionalFields register={register} errors={errors} />
        </FormSection>
      </Stack>
      <FloatingBar>
        {contact ? (
          <>
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                setConfirmDelete(true);
              }}
              mr="auto"
            >
              Delete
            </Button>
            <Button
              variant="default"
              leftSection={<IconRestore size={16} />}
              disabled={!isDirty}
              onClick={() => {
                reset(initial);
              }}
            >
              Reset
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
              Save
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="default"
              onClick={() => {
                void navigate('/contacts');
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
              Save contact
            </Button>
          </>
        )}
      </FloatingBar>
      <LeaveGuard
        when={isDirty && !saving}
        bypass={leaving}
        message="Your changes to this contact have not been saved."
      />
      <ConfirmModal
        opened={confirmDelete}
        title={CONTACT_SCREEN_MESSAGES.deleteOneTitle}
        body={CONTACT_SCREEN_MESSAGES.deleteOneBody(name)}
        confirmLabel="Delete"
        onClose={() => {
          setConfirmDelete(false);
        }}
        onConfirm={() => void remove()}
      />
    </form>
  );
}
