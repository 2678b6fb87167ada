import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CARD_NUMBER_MAX_DIGITS,
  cardFormSchema,
  formatCardExpiry,
  formatCardNumber,
  localCardBody,
} from '@archive/domain/billing/card-form.schema';
import type { CardForm } from '@archive/domain/billing/card-form.schema';
import { isApiError } from '../../data/api/api-client';
import { createLocalPaymentMethod } from '../../data/api/billing-api';
import { CardDeclinedAlert } from './card-declined-alert';
import type { CardEntryProps } from './card-entry-handle';
import { CardDeclinedError, isCardDeclined } from './billing-errors';

const EMPTY: CardForm = { number: '', expiry: '', cvc: '' };
// Digits plus one space between each group of four.
const NUMBER_MAX_LENGTH = CARD_NUMBER_MAX_DIGITS + Math.floor((CARD_NUMBER_MAX_DIGITS - 1) / 4);

/** The local provider's card form: number, expiry (MM / YY) and CVC, checked in the browser. */
export function LocalCardEntry({
  ref,
  declined = false,
  onEdit,
  disabled = false,
}: CardEntryProps) {
  const {
    control,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<CardForm, unknown, CardForm>({
    mode: 'onTouched',
    resolver: zodResolver(cardFormSchema),
    defaultValues: EMPTY,
  });

  useImperativeHandle(
    ref,
    () => ({
      validate: () => trigger(),
      createPaymentMethod: async () => {
        try {
          return await createLocalPaymentMethod(localCardBody(getValues()));
        } catch (error) {
          if (isCardDeclined(error) || isApiError(error, 402)) throw new CardDeclinedError();
          throw error;
        }
      },
    }),
    [trigger, getValues],
  );

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="number"
        render={({ field }) => (
          <TextInput
            label="Card number"
            placeholder="1234 1234 1234 1234"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={NUMBER_MAX_LENGTH}
            rightSection={<IconCreditCard size={18} stroke={1.5} aria-hidden="true" />}
            disabled={disabled}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(formatCardNumber(event.currentTarget.value));
              onEdit?.();
            }}
            error={errors.number?.message}
            styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' } }}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="md">
        <Controller
          control={control}
          name="expiry"
          render={({ field }) => (
            <TextInput
              label="Expiry date"
              placeholder="MM / YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={7}
              disabled={disabled}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(formatCardExpiry(event.currentTarget.value));
                onEdit?.();
              }}
              error={errors.expiry?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="cvc"
          render={({ field }) => (
            <TextInput
              label="CVC"
              placeholder="123"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              disabled={disabled}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
                onEdit?.();
              }}
              error={errors.cvc?.message}
            />
          )}
        />
      </SimpleGrid>
      <CardDeclinedAlert visible={declined} />
    </Stack>
  );
}
