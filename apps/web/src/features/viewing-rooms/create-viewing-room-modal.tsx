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
import { VIEWING_ROOM_PASSWORD_MIN_LENGTH } from '@archive/domain/viewing-rooms/viewing-room.schema';
import { VIEWING_ROOMS_ROUTE } from '@archive/domain/viewing-rooms/viewing-room-paths';
import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { createViewingRoom } from '../../data/api/viewing-rooms-api';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { AddToViewingRoomForm } from './add-to-viewing-room-form';
import { ViewingRoomFields } from './viewing-room-fields';

interface CreateViewingRoomModalProps {
  opened: boolean;
  artworkIds: readonly string[];
  /** Saves a 3D exhibition (decision 057): a room of these placements' works, so arranged. */
  exhibition?: readonly ExhibitionPlacement[];
  onClose: () => void;
}

/** Creates a room of the selected works, then shows its link to copy (decision 033). */
export function CreateViewingRoomModal({
  opened,
  artworkIds,
  exhibition,
  onClose,
}: CreateViewingRoomModalProps) {
  const words =
    exhibition === undefined
      ? {
          title: 'Create viewing room',
          submit: 'Create viewing room',
          created: VIEWING_ROOM_MESSAGES.created,
          failed: VIEWING_ROOM_MESSAGES.createFailed,
        }
      : {
          title: EXHIBITION_MESSAGES.saveExhibition,
          submit: EXHIBITION_MESSAGES.saveExhibition,
          created: EXHIBITION_MESSAGES.saved,
          failed: EXHIBITION_MESSAGES.saveFailed,
        };
  const [url, setUrl] = useState<string | null>(null);
  const [mode, setMode] = useState<'new' | 'add'>('new');
  const form = useForm<ViewingRoomForm, unknown, ViewingRoomForm>({
    mode: 'onTouched',
    resolver: zodResolver(viewingRoomFormSchema),
    defaultValues: EMPTY_VIEWING_ROOM_FORM,
  });
  const {
    register,
    control,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { invalidSubmit, setInvalidSubmit, submitWith } = useFormSubmit(form);

  function handleClose() {
    reset(EMPTY_VIEWING_ROOM_FORM);
    setInvalidSubmit(false);
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
      const room =
        exhibition === undefined
          ? await createViewingRoom(artworkIds, roomOptionsOf(values))
          : await createViewingRoom(
              exhibition.map((placement) => placement.artworkId),
              { ...roomOptionsOf(values), exhibition: [...exhibition] },
            );
      setUrl(room.url);
      showSuccessToast(words.created);
    } catch {
      // The spec's failure toast (section 8), whatever the cause, offline included.
      showErrorToast(words.failed);
    }
  }

  return (
    <Modal opened={opened} onClose={handleClose} title={words.title} size={520}>
      {url === null ? (
        <Stack gap="lg">
          {exhibition === undefined ? (
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
          ) : null}
          {mode === 'add' && exhibition === undefined ? (
            <AddToViewingRoomForm
              artworkIds={artworkIds}
              onCancel={handleClose}
              onAdded={(room) => {
                setUrl(room.url);
              }}
            />
          ) : (
            <form noValidate aria-label={words.title} onSubmit={submitWith(handleValid)}>
              <Stack gap="lg">
                <Text c="var(--archive-muted)">
                  {exhibition !== undefined
                    ? EXHIBITION_MESSAGES.saveExhibitionHint
                    : artworkIds.length === 1
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
                <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={handleClose}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    {words.submit}
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
