import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { useArtworkField } from './artwork-field-meta';
import { ClearInAllButton } from './clear-in-all-button';
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
  /** In place of the 'cm' unit (the multi-edit eraser). */
  action?: ReactNode;
}

/** A length in cm (spec section 9). */
export function LengthInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  action,
}: LengthInputProps) {
  const { text, setText, reformat } = useSyncedText(value, formatLength);
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      value={text}
      placeholder={placeholder}
      error={error}
      rightSection={action ?? 'cm'}
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
  fullName = label,
}: {
  path: Path<ArtworkFormValues>;
  label: string;
  /** The field's name outside its group ('Frame height'), for the 'clear in all' action. */
  fullName?: string;
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
          action={
            meta.clearInAll ? (
              <ClearInAllButton label={fullName} onClear={meta.clearInAll} />
            ) : undefined
          }
        />
      )}
    />
  );
}
