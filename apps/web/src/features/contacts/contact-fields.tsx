import { MultiSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ContactFormValues } from '@archive/domain/contacts/contact.schema';
import {
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  uniqueContactTypes,
} from '@archive/domain/contacts/contact-types';

interface FieldsProps {
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
}

const TYPE_OPTIONS = CONTACT_TYPES.map((type) => ({
  value: type,
  label: CONTACT_TYPE_LABELS[type],
}));

export function GeneralFields({
  register,
  errors,
  control,
}: FieldsProps & { control: Control<ContactFormValues> }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First Name"
          autoComplete="given-name"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextInput
          label="Last Name"
          autoComplete="family-name"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
      </SimpleGrid>
      <TextInput
        label="Organisation"
        autoComplete="organization"
        {...register('organisation')}
        error={errors.organisation?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...register('phone')}
          error={errors.phone?.message}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="types"
        render={({ field }) => (
          <MultiSelect
            label="Type"
            placeholder={field.value.length === 0 ? 'Artist, Curator, Collector…' : undefined}
            data={TYPE_OPTIONS}
            value={field.value}
            onChange={(value) => {
              field.onChange(uniqueContactTypes(value));
            }}
            onBlur={field.onBlur}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Website"
          placeholder="www.example.com"
          autoComplete="url"
          {...register('websiteUrl')}
          error={errors.websiteUrl?.message}
        />
        <TextInput
          label="Instagram"
          placeholder="https://instagram.com/…"
          {...register('instagramUrl')}
          error={errors.instagramUrl?.message}
        />
      </SimpleGrid>
    </>
  );
}

export function AdditionalFields({ register, errors }: FieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Position"
          autoComplete="organization-title"
          {...register('position')}
          error={errors.position?.message}
        />
        <TextInput
          label="VAT number"
          {...register('vatNumber')}
          error={errors.vatNumber?.message}
        />
      </SimpleGrid>
      <TextInput
        label="Address line 1"
        autoComplete="address-line1"
        {...register('address.address1')}
        error={errors.address?.address1?.message}
      />
      <TextInput
        label="Address line 2"
        autoComplete="address-line2"
        {...register('address.address2')}
        error={errors.address?.address2?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="City"
          autoComplete="address-level2"
          {...register('address.city')}
          error={errors.address?.city?.message}
        />
        <TextInput
          label="Postal code"
          autoComplete="postal-code"
          {...register('address.postalCode')}
          error={errors.address?.postalCode?.message}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="State or region"
          autoComplete="address-level1"
          {...register('address.state')}
          error={errors.address?.state?.message}
        />
        <TextInput
          label="Country"
          autoComplete="country-name"
          {...register('address.country')}
          error={errors.address?.country?.message}
        />
      </SimpleGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={3}
        {...register('notes')}
        error={errors.notes?.message}
      />
    </>
  );
}
