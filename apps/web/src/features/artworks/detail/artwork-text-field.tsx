import { Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { useFormContext, type Path } from 'react-hook-form';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { useArtworkField } from './artwork-field-meta';
import { ClearInAllButton } from './clear-in-all-button';

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
  const common = {
    ...props,
    ...register(path),
    error: field.error,
    placeholder: field.placeholder,
    rightSection: field.clearInAll ? (
      <ClearInAllButton label={props.label} onClear={field.clearInAll} />
    ) : undefined,
  };
  if (long) return <Textarea {...common} autosize minRows={3} maxRows={12} />;
  return <TextInput {...common} />;
}
