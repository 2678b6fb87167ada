import { ActionIcon, Textarea, TextInput, Tooltip, type TextInputProps } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { useFormContext, type Path } from 'react-hook-form';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { useArtworkField } from './artwork-field-meta';

interface ArtworkTextFieldProps extends Pick<
  TextInputProps,
  'placeholder' | 'type' | 'inputMode' | 'autoComplete' | 'description'
> {
  path: Path<ArtworkFormValues>;
  /** Plain text: it also names the field in the 'clear in all' action. */
  label: string;
  /** A multi-line text (descriptions, instructions, notes). */
  long?: boolean;
}

/** A text field of the artwork form, with its error and the 'Multiple' placeholder. */
export function ArtworkTextField({ path, long, placeholder, ...props }: ArtworkTextFieldProps) {
  const { register } = useFormContext<ArtworkFormValues>();
  const field = useArtworkField(path, placeholder);
  const clearLabel = ARTWORK_SCREEN_MESSAGES.clearInAll(props.label);
  const common = {
    ...props,
    ...register(path),
    error: field.error,
    placeholder: field.placeholder,
    rightSection: field.clearInAll ? (
      <Tooltip label={clearLabel} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={clearLabel}
          onClick={field.clearInAll}
        >
          <IconEraser size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    ) : undefined,
  };
  if (long) return <Textarea {...common} autosize minRows={3} maxRows={12} />;
  return <TextInput {...common} />;
}
