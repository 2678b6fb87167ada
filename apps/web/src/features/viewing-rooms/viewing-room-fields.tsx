import { PasswordInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormWatch,
} from 'react-hook-form';
import type { ViewingRoomForm } from '@archive/domain/viewing-rooms/viewing-room-form.schema';
import { VIEWING_ROOM_PASSWORD_MIN_LENGTH } from '@archive/domain/viewing-rooms/viewing-room.schema';

interface ViewingRoomFieldsProps {
  register: UseFormRegister<ViewingRoomForm>;
  control: Control<ViewingRoomForm>;
  watch: UseFormWatch<ViewingRoomForm>;
  errors: FieldErrors<ViewingRoomForm>;
  /** On edit, an empty password keeps the one the room has. */
  keepsPassword: boolean;
}

/** The fields of the create and edit forms. */
export function ViewingRoomFields({
  register,
  control,
  watch,
  errors,
  keepsPassword,
}: ViewingRoomFieldsProps) {
  const usePassword = watch('usePassword');
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        withAsterisk
        data-autofocus
        {...register('title')}
        error={errors.title?.message}
      />
      <Textarea
        label="Introduction"
        autosize
        minRows={3}
        maxRows={8}
        {...register('introduction')}
        error={errors.introduction?.message}
      />
      <Controller
        control={control}
        name="showPrice"
        render={({ field }) => (
          <Switch
            label="Show prices"
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
            }}
          />
        )}
      />
      <TextInput
        type="datetime-local"
        label="Closes on"
        description="Leave empty to keep the room open until you revoke it."
        {...register('expiresAt')}
        error={errors.expiresAt?.message}
      />
      <Controller
        control={control}
        name="usePassword"
        render={({ field }) => (
          <Switch
            label="Ask for a password"
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
            }}
          />
        )}
      />
      {usePassword ? (
        <PasswordInput
          label={keepsPassword ? 'New password' : 'Password'}
          description={
            keepsPassword
              ? 'Leave empty to keep the current password.'
              : `At least ${String(VIEWING_ROOM_PASSWORD_MIN_LENGTH)} characters.`
          }
          autoComplete="new-password"
          {...register('password')}
          error={errors.password?.message}
        />
      ) : null}
    </Stack>
  );
}
