import { CONTACT_PHOTO_MESSAGES } from '@archive/domain/contacts/contact-screen.messages';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { removeContactPhoto, uploadContactPhoto } from '../../data/contacts/contact-photo';
import type { LocalContact } from '../../data/contacts/contacts-store';
import { ImageDropzone } from '../../ui/image-dropzone';
import { rejectionMessages } from '../../ui/image-rejections';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast, showSuccessToast } from '../../ui/toast';

interface ContactPhotoFieldProps {
  /** The saved contact; absent on /contacts/add, where there is nothing to link a photo to. */
  contact?: LocalContact;
}

/** The contact's photo (spec section 3: image, optional): online only, one at a time. */
export function ContactPhotoField({ contact }: ContactPhotoFieldProps) {
  const network = useNetwork();
  const [busy, setBusy] = useState(false);

  if (!contact) {
    return (
      <Text fz="sm" c="var(--archive-muted)">
        {CONTACT_PHOTO_MESSAGES.saveFirst}
      </Text>
    );
  }
  const saved = contact;

  async function run(work: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await work();
      showSuccessToast(done);
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      // The server's words say what was wrong with the file (type, size, damage).
      else if (isApiError(error) && error.status < 500) showErrorToast(error.message);
      else showErrorToast(CONTACT_PHOTO_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const offline = !network.online;
  const image = saved.image;
  return (
    <Stack gap="sm">
      <Group gap="md" align="center">
        <Avatar
          size={72}
          radius="xl"
          src={image ? `${image.url}/preview.jpg` : null}
          alt={image ? CONTACT_PHOTO_MESSAGES.alt : undefined}
        />
        {image ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={offline || busy}
            onClick={() =>
              void run(
                () => removeContactPhoto(saved.id, saved.version),
                CONTACT_PHOTO_MESSAGES.removed,
              )
            }
          >
            {CONTACT_PHOTO_MESSAGES.remove}
          </Button>
        ) : null}
      </Group>
      {offline ? (
        <Text fz="sm" c="var(--archive-muted)">
          {CONTACT_PHOTO_MESSAGES.offline}
        </Text>
      ) : (
        // The same drop zone as artwork images and the logo; one photo, replacing any.
        <ImageDropzone
          maxCount={1}
          loading={busy}
          onChoose={(files, rejections) => {
            if (rejections.length > 0) {
              showErrorToast(rejectionMessages(rejections).join('\n'));
              return;
            }
            const [file] = files;
            if (file) {
              void run(() => uploadContactPhoto(saved.id, file), CONTACT_PHOTO_MESSAGES.uploaded);
            }
          }}
        />
      )}
    </Stack>
  );
}
