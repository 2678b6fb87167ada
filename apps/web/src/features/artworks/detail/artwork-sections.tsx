import { Stack } from '@mantine/core';
import { useFormContext, type Path } from 'react-hook-form';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type { Collection } from '@archive/domain/auth/collection.schema';
import { getPath } from '@archive/domain/artworks/artwork-multi-edit';
import { FormSection } from '../../../ui/form-section';
import { GeneralSection } from './general-section';
import {
  AdditionalSection,
  CollectionSection,
  LocationSection,
  ValueSection,
} from './other-sections';

type FieldPath = Path<ArtworkFormValues>;

const GENERAL: FieldPath[] = [
  'artist',
  'artworkValues.title',
  'artworkValues.year',
  'artworkValues.edition',
  'artworkValues.seriesTitle',
  'artworkValues.technique',
  'artworkValues.dimensions',
  'artworkValues.isFramed',
  'artworkValues.frame',
  'artworkValues.workDescription',
];
const LOCATION: FieldPath[] = [
  'artworkValues.location',
  'artworkValues.position',
  'artworkValues.currentOwner',
  'artworkValues.source',
  'artworkValues.incomingDate',
];
const VALUE: FieldPath[] = [
  'artworkValues.price.value',
  'artworkValues.insuranceValue.value',
  'artworkValues.productionCosts.value',
  'artworkValues.framingCosts.value',
];
const ADDITIONAL: FieldPath[] = [
  'artworkValues.photoCopyrightOwner',
  'artworkValues.installationInstructions',
  'artworkValues.packaging',
  'artworkValues.notes',
];

interface ArtworkSectionsProps {
  collections: readonly Collection[];
  /** The empty artwork a section's Clear returns to; absent in multi-edit (no Clear there). */
  empty?: ArtworkFormValues;
}

/** The sections of the Artwork Details tab (spec section 2). */
export function ArtworkSections({ collections, empty }: ArtworkSectionsProps) {
  const { setValue } = useFormContext<ArtworkFormValues>();
  const clear = (fields: readonly FieldPath[]) => {
    if (!empty) return undefined;
    return () => {
      for (const field of fields) {
        // The path is one of the lists above, so the empty value has that path's type.
        setValue(field, getPath(empty, field) as never, { shouldDirty: true });
      }
    };
  };
  return (
    <Stack gap="lg">
      <FormSection title="Collection">
        <CollectionSection collections={collections} />
      </FormSection>
      <FormSection title="General information" onClear={clear(GENERAL)}>
        <GeneralSection />
      </FormSection>
      <FormSection title="Location" onClear={clear(LOCATION)}>
        <LocationSection />
      </FormSection>
      <FormSection title="Value" onClear={clear(VALUE)}>
        <ValueSection />
      </FormSection>
      <FormSection title="Additional information" onClear={clear(ADDITIONAL)}>
        <AdditionalSection />
      </FormSection>
    </Stack>
  );
}
