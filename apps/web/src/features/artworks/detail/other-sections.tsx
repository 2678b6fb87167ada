import { Select, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type { Collection } from '@archive/domain/auth/collection.schema';
import { useArtworkField } from './artwork-field-meta';
import { ArtworkTextField } from './artwork-text-field';
import { CratesField } from './crates-field';
import { ArtworkMoneyField } from './money-field';

/** The collection the artwork belongs to, from the user's collections. */
export function CollectionSection({ collections }: { collections: readonly Collection[] }) {
  const { control } = useFormContext<ArtworkFormValues>();
  const meta = useArtworkField('collectionId', 'Select a collection');
  return (
    <Controller
      control={control}
      name="collectionId"
      render={({ field }) => (
        <Select
          label="Collection"
          data={collections.map((collection) => ({ value: collection.id, label: collection.name }))}
          value={field.value === '' ? null : field.value}
          placeholder={meta.placeholder}
          error={meta.error}
          onChange={(value) => {
            field.onChange(value ?? '');
          }}
          onBlur={field.onBlur}
          allowDeselect={false}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear collection' }}
          maw={{ sm: 420 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

export function LocationSection() {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ArtworkTextField path="artworkValues.location" label="Location" />
        <ArtworkTextField path="artworkValues.position" label="Position" />
        <ArtworkTextField path="artworkValues.currentOwner" label="Current owner" />
        <ArtworkTextField path="artworkValues.source" label="Source" />
      </SimpleGrid>
      <ArtworkTextField
        path="artworkValues.incomingDate"
        label="Incoming date"
        type="date"
        description="The day the work arrived"
      />
    </>
  );
}

export function ValueSection() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <ArtworkMoneyField field="price" label="Price" />
      <ArtworkMoneyField field="insuranceValue" label="Insurance value" />
      <ArtworkMoneyField field="productionCosts" label="Production costs" />
      <ArtworkMoneyField field="framingCosts" label="Framing costs" />
    </SimpleGrid>
  );
}

export function AdditionalSection() {
  return (
    <>
      <ArtworkTextField path="artworkValues.photoCopyrightOwner" label="Photo copyright owner" />
      <ArtworkTextField
        path="artworkValues.installationInstructions"
        label="Installation instructions"
        long
      />
      <CratesField />
      <ArtworkTextField
        path="artworkValues.packaging.instructions"
        label="Packaging instructions"
        long
      />
      <ArtworkTextField path="artworkValues.notes" label="Notes" long />
    </>
  );
}
