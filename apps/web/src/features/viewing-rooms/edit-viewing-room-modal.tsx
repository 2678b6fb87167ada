import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  expiryToIso,
  isoToLocalInput,
  viewingRoomFormSchema,
  type ViewingRoomForm,
} from '@archive/domain/viewing-rooms/viewing-room-form.schema';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import type {
  UpdateViewingRoomBody,
  ViewingRoom,
} from '@archive/domain/viewing-rooms/viewing-room.schema';
import { VIEWING_ROOM_PASSWORD_MIN_LENGTH } from '@archive/domain/viewing-rooms/viewing-room.schema';
import { updateViewingRoom } from '../../data/api/viewing-rooms-api';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { RoomWorksEditor } from './room-works-editor';
import { ViewingRoomFields } from './viewing-room-fields';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { useFormSubmit } from '../../ui/form/use-form-submit';

interface EditViewingRoomModalProps {
  room: ViewingRoom;
  /** Artwork id → how the owner knows it ('Artist, Title'); missing: deleted. */
  names: ReadonlyMap<string, string>;
  onClose: () => void;
  onSaved: (room: ViewingRoom) => void;
}

function formOf(room: ViewingRoom): ViewingRoomForm {
  return {
    title: room.title,
    introduction: room.introduction,
    showPrice: room.showPrice,
    expiresAt: isoToLocalInput(room.expiresAt),
    usePassword: room.hasPassword,
    password: '',
  };
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Edits a room's texts, prices, expiry, password, and its works and their order. */
export function EditViewingRoomModal({ room, names, onClose, onSaved }: EditViewingRoomModalProps) {
  const [artworkIds, setArtworkIds] = useState<string[]>(room.artworkIds);
  const form = useForm<ViewingRoomForm, unknown, ViewingRoomForm>({
    mode: 'onTouched',
    resolver: zodResolver(viewingRoomFormSchema),
    defaultValues: formOf(room),
  });
  const {
    register,
    control,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { invalidSubmit, submitWith } = useFormSubmit(form);

  async function handleValid(values: ViewingRoomForm) {
    const body: UpdateViewingRoomBody = {
      title: values.title.trim(),
      introduction: values.introduction,
      showPrice: values.showPrice,
      expiresAt: expiryToIso(values.expiresAt),
    };
    // The works only when they changed (a PATCH replaces the works and their order).
    if (!sameOrder(artworkIds, room.artworkIds)) body.artworkIds = artworkIds;
    if (!values.usePassword) {
      if (room.hasPassword) body.password = null;
    } else if (values.password !== '') {
      body.password = values.password;
    } else if (!room.hasPassword) {
      setError('password', {
        message: `At least ${String(VIEWING_ROOM_PASSWORD_MIN_LENGTH)} characters.`,
      });
      return;
    }
    try {
      onSaved(await updateViewingRoom(room.id, body));
      showSuccessToast(VIEWING_ROOM_MESSAGES.updated);
      onClose();
    } catch {
      showErrorToast(VIEWING_ROOM_MESSAGES.updateFailed);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Edit viewing room" size={520}>
      <form noValidate aria-label="Edit viewing room" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <ViewingRoomFields
            register={register}
            control={control}
            watch={watch}
            errors={errors}
            keepsPassword={room.hasPassword}
          />
          <RoomWorksEditor artworkIds={artworkIds} names={names} onChange={setArtworkIds} />
          <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
