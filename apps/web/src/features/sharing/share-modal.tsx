import { Autocomplete, Button, Group, Modal, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconWifiOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SHARE_MESSAGES } from '@archive/domain/sharing/share.messages';
import {
  SHARE_MESSAGE_MAX_LENGTH,
  shareFormSchema,
  shareRequestFrom,
  type ShareForm,
} from '@archive/domain/sharing/share.schema';
import { useContacts } from '../../data/contacts/contacts-store';
import { isApiError } from '../../data/api/api-client';
import { shareArtworks } from '../../data/sharing/share-records-store';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useFormSubmit } from '../../ui/form/use-form-submit';

const EMPTY_SHARE_FORM: ShareForm = { email: '', message: '', sharePrice: false };

interface ShareModalProps {
  opened: boolean;
  artworkIds: readonly string[];
  onClose: () => void;
}

/** The e-mail addresses of the contact book, each once, for the recipient's suggestions. */
function useContactEmails(): string[] {
  const contacts = useContacts();
  return useMemo(() => {
    const emails = new Set<string>();
    for (const contact of contacts ?? []) {
      const email = contact.email.trim();
      if (email) emails.add(email);
    }
    return [...emails].sort((a, b) => a.localeCompare(b));
  }, [contacts]);
}

/** The message of a refused share: the server's own when it names a rule, else the toast's. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status < 500 && error.message !== '') {
    return error.message;
  }
  return SHARE_MESSAGES.shareFailed;
}

/** Spec modal `share`: a recipient, a message and whether the price goes along (online only). */
export function ShareModal({ opened, artworkIds, onClose }: ShareModalProps) {
  const network = useNetwork();
  const emails = useContactEmails();
  const form = useForm<ShareForm, unknown, ShareForm>({
    mode: 'onTouched',
    resolver: zodResolver(shareFormSchema),
    defaultValues: EMPTY_SHARE_FORM,
  });
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { submitWith } = useFormSubmit(form);
  const offline = !network.online;
  const count = artworkIds.length;

  function handleClose() {
    if (isSubmitting) return;
    reset(EMPTY_SHARE_FORM);
    onClose();
  }

  async function handleValid(values: ShareForm) {
    try {
      await shareArtworks(shareRequestFrom(values, artworkIds));
      showSuccessToast(SHARE_MESSAGES.shared);
      reset(EMPTY_SHARE_FORM);
      onClose();
    } catch (error) {
      showErrorToast(failureMessage(error));
    }
  }

  return (
    <Modal opened={opened} onClose={handleClose} title="Share artworks" size={520}>
      <form noValidate aria-label="Share artworks" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <Text c="var(--archive-muted)">
            {count === 1
              ? '1 artwork, shown read-only to the recipient.'
              : `${String(count)} artworks, shown read-only to the recipient.`}
          </Text>
          <Controller
            control={control}
            name="email"
            render={({ field }) => (
              <Autocomplete
                label="Recipient e-mail"
                placeholder="name@example.com"
                type="email"
                autoComplete="off"
                data={emails}
                limit={8}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.email?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label="Message"
            placeholder="A note for the recipient (optional)"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={SHARE_MESSAGE_MAX_LENGTH}
            error={errors.message?.message}
            {...register('message')}
          />
          <Controller
            control={control}
            name="sharePrice"
            render={({ field }) => (
              <Switch
                label="Share price"
                description="The recipient sees the price of each work."
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                }}
              />
            )}
          />
          {offline ? (
            <Group gap="xs" c="red.9" role="status">
              <IconWifiOff size={16} />
              <Text fz="sm">{SHARE_MESSAGES.offlineHint}</Text>
            </Group>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={offline}>
              Share
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
