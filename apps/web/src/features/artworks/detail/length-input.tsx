import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { useArtworkField } from './artwork-field-meta';
import { useSyncedText } from './use-synced-text';

function formatLength(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : String(value);
}

/** '' is no length; anything else that is not a number becomes NaN, which the rules refuse. */
function parseLength(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d*\.?\d*$/.test(trimmed) && trimmed !== '.' ? Number(trimmed) : Number.NaN;
}

interface LengthInputProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  error?: TextInputProps['error'];
  placeholder?: string | undefined;
}

/** A length in cm (spec section 9). */
export function LengthInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
}: LengthInputProps) {
  const { text, setText, reformat } = useSyncedText(value, formatLength);
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      value={text}
      placeholder={placeholder}
      error={error}
      rightSection="cm"
      rightSectionWidth={36}
      styles={{
        section: { color: 'var(--archive-muted)', fontSize: 'var(--mantine-font-size-xs)' },
      }}
      onChange={(event) => {
        const next = event.currentTarget.value.replace(/[^\d.,]/g, '');
        const parsed = parseLength(next);
        setText(next, parsed);
        onChange(parsed);
      }}
      onBlur={() => {
        reformat();
        onBlur();
      }}
    />
  );
}

/** A length field bound to the artwork form. */
export function ArtworkLengthField({
  path,
  label,
}: {
  path: Path<ArtworkFormValues>;
  label: string;
}) {
  const { control } = useFormContext<ArtworkFormValues>();
  const meta = useArtworkField(path);
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <LengthInput
          label={label}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={meta.error}
          placeholder={meta.placeholder}
        />
      )}
    />
  );
}
