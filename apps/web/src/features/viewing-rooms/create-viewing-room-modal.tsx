import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  EMPTY_VIEWING_ROOM_FORM,
  lacksPassword,
  roomOptionsOf,
  viewingRoomFormSchema,
  type ViewingRoomForm,
} from '@archive/domain/viewing-rooms/viewing-room-form.schema';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import {
  VIEWING_ROOM_PASSWORD_MIN_LENGTH,
  VIEWING_ROOMS_ROUTE,
} from '@archive/domain/viewing-rooms/viewing-room.schema';
import { createViewingRoom } from '../../data/api/viewing-rooms-api';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { AddToViewingRoomForm } from './add-to-viewing-room-form';
import { ViewingRoomFields } from './viewing-room-fields';

interface CreateViewingRoomModalProps {
  opened: boolean;
  artworkIds: readonly string[];
  onClose: () => void;
}

/** Creates a room of the selected works, then shows its link to copy (decision 033). */
export function CreateViewingRoomModal({
  opened,
  artworkIds,
  onClose,
}: CreateViewingRoomModalProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [mode, setMode] = useState<'new' | 'add'>('new');
  const {
    register,
    control,
    watch,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ViewingRoomForm, unknown, ViewingRoomForm>({
    mode: 'onTouched',
    resolver: zodResolver(viewingRoomFormSchema),
    defaultValues: EMPTY_VIEWING_ROOM_FORM,
  });

  function handleClose() {
    reset(EMPTY_VIEWING_ROOM_FORM);
    setUrl(null);
    setMode('new');
    onClose();
  }

  async function handleValid(values: ViewingRoomForm) {
    if (lacksPassword(values)) {
      setError('password', {
        message: `At least ${String(VIEWING_ROOM_PASSWORD_MIN_LENGTH)} characters.`,
      });
      return;
    }
    try {
      const room = await createViewingRoom(artworkIds, roomOptionsOf(values));
      setUrl(room.url);
      showSuccessToast(VIEWING_ROOM_MESSAGES.created);
    } catch {
      // The spec's failure toast (section 8), whatever the cause, offline included.
      showErrorToast(VIEWING_ROOM_MESSAGES.createFailed);
    }
  }

  return (
    <Modal opened={opened} onClose={handleClose} title="Create viewing room" size={520}>
      {url === null ? (
        <Stack gap="lg">
          <SegmentedControl
            fullWidth
            aria-label="New room or an existing one"
            value={mode}
            onChange={(value) => {
              setMode(value === 'add' ? 'add' : 'new');
            }}
            data={[
              { value: 'new', label: VIEWING_ROOM_MESSAGES.newRoom },
              { value: 'add', label: VIEWING_ROOM_MESSAGES.addToRoom },
            ]}
          />
          {mode === 'add' ? (
            <AddToViewingRoomForm
              artworkIds={artworkIds}
              onCancel={handleClose}
              onAdded={(room) => {
                setUrl(room.url);
              }}
            />
          ) : (
            <form
              noValidate
              aria-label="Create viewing room"
              onSubmit={(event) => void handleSubmit(handleValid)(event)}
            >
              <Stack gap="lg">
                <Text c="var(--archive-muted)">
                  {artworkIds.length === 1
                    ? '1 artwork, shown live from your archive.'
                    : `${String(artworkIds.length)} artworks, shown live from your archive.`}
                </Text>
                <ViewingRoomFields
                  register={register}
                  control={control}
                  watch={watch}
                  errors={errors}
                  keepsPassword={false}
                />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={handleClose}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    Create viewing room
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      ) : (
        <Stack gap="lg">
          <TextInput label="Link to the viewing room" value={url} readOnly />
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={VIEWING_ROOMS_ROUTE} onClick={handleClose}>
              See all viewing rooms
            </Anchor>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button onClick={copy}>
                  {copied ? VIEWING_ROOM_MESSAGES.linkCopied : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
