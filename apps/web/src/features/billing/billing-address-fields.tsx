import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BillingAddress } from '@archive/domain/billing/billing.schema';
import { COUNTRIES } from '@archive/domain/billing/countries';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

interface BillingAddressFieldsProps {
  control: Control<BillingAddress>;
  register: UseFormRegister<BillingAddress>;
  errors: FieldErrors<BillingAddress>;
  disabled?: boolean;
}

/** The billing address asked for with the card (spec section 5, domain billingAddressSchema). */
export function BillingAddressFields({
  control,
  register,
  errors,
  disabled = false,
}: BillingAddressFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Address"
        autoComplete="address-line1"
        disabled={disabled}
        {...register('addressLine1')}
        error={errors.addressLine1?.message}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="City"
          autoComplete="address-level2"
          disabled={disabled}
          {...register('city')}
          error={errors.city?.message}
        />
        <TextInput
          label="Postal code"
          autoComplete="postal-code"
          disabled={disabled}
          {...register('postalCode')}
          error={errors.postalCode?.message}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <Select
            label="Country"
            placeholder="Select your country"
            data={COUNTRY_OPTIONS}
            searchable
            nothingFoundMessage="No country matches"
            autoComplete="country"
            disabled={disabled}
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
            }}
            onBlur={field.onBlur}
            error={errors.country?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </Stack>
  );
}
