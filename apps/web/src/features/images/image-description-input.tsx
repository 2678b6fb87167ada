import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { IMAGE_DESCRIPTION_MAX_LENGTH } from '@archive/domain/images/image.schema';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';

interface ImageDescriptionInputProps {
  position: number;
  description: string;
  onDescribe: (text: string) => void;
}

/** An image's description, saved when the field is left (not on every key). */
export function ImageDescriptionInput({
  position,
  description,
  onDescribe,
}: ImageDescriptionInputProps) {
  // While the field has focus it holds what is typed; otherwise it shows the stored text, so a
  // change from another device appears without overwriting a description being written.
  const [draft, setDraft] = useState<string | null>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The list may sit inside a form: Enter saves the description, not the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  }

  return (
    <TextInput
      size="xs"
      aria-label={IMAGE_SCREEN_MESSAGES.describeImage(position)}
      placeholder={IMAGE_SCREEN_MESSAGES.describePlaceholder}
      maxLength={IMAGE_DESCRIPTION_MAX_LENGTH}
      value={draft ?? description}
      onFocus={() => {
        setDraft(description);
      }}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
      }}
      onKeyDown={handleKeyDown}
      onBlur={() => {
        if (draft !== null && draft.trim() !== description.trim()) onDescribe(draft.trim());
        setDraft(null);
      }}
    />
  );
}
