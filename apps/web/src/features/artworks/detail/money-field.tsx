import { Group, Input, Select, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { MONEY_FIELDS } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import {
  CURRENCIES,
  formatMoneyValue,
  isCurrency,
  parseMoneyInput,
  sanitizeMoneyTyping,
} from '@archive/domain/artworks/money';
import { useArtworkField } from './artwork-field-meta';
import { ClearInAllButton } from './clear-in-all-button';
import { useSyncedText } from './use-synced-text';

type MoneyField = (typeof MONEY_FIELDS)[number];

function formatAmount(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : formatMoneyValue(value);
}

function AmountInput(props: {
  label: string;
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  error: string | undefined;
  placeholder: string | undefined;
  onClearInAll: (() => void) | undefined;
}) {
  const { text, setText, reformat } = useSyncedText(props.value, formatAmount);
  return (
    <TextInput
      id={props.id}
      aria-label={props.label}
      inputMode="decimal"
      value={text}
      placeholder={props.placeholder ?? '0.00'}
      error={Boolean(props.error)}
      style={{ flex: 1, minWidth: 0 }}
      rightSection={
        props.onClearInAll ? (
          <ClearInAllButton label={props.label} onClear={props.onClearInAll} />
        ) : undefined
      }
      onChange={(event) => {
        const next = sanitizeMoneyTyping(event.currentTarget.value);
        const parsed = parseMoneyInput(next);
        // An amount that does not read (misplaced separators) is NaN: the rules refuse it.
        const value = parsed.ok ? parsed.value : Number.NaN;
        setText(next, value);
        props.onChange(value);
      }}
      onBlur={() => {
        reformat();
        props.onBlur();
      }}
    />
  );
}

/** An amount of the Value section: a currency and the amount (spec sections 5 and 9). */
export function ArtworkMoneyField({ field, label }: { field: MoneyField; label: string }) {
  const { control } = useFormContext<ArtworkFormValues>();
  const currency = useArtworkField(`artworkValues.${field}.currency`);
  const amount = useArtworkField(`artworkValues.${field}.value`);
  const id = `artwork-${field}`;
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={amount.error}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Controller
          control={control}
          name={`artworkValues.${field}.currency`}
          render={({ field: input }) => (
            <Select
              aria-label={`${label} currency`}
              data={CURRENCIES}
              value={currency.multiple ? null : input.value}
              placeholder={currency.placeholder}
              onChange={(value) => {
                if (isCurrency(value)) input.onChange(value);
              }}
              onBlur={input.onBlur}
              allowDeselect={false}
              w={currency.multiple ? 112 : 92}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name={`artworkValues.${field}.value`}
          render={({ field: input }) => (
            <AmountInput
              id={id}
              label={label}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={amount.error}
              placeholder={amount.placeholder}
              onClearInAll={amount.clearInAll}
            />
          )}
        />
      </Group>
    </Input.Wrapper>
  );
}
