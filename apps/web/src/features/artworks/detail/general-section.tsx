import { Checkbox, Collapse, Input, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { setFramed, type ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { useArtworkField } from './artwork-field-meta';
import { ArtworkTextField } from './artwork-text-field';
import { ArtworkLengthField } from './length-input';

function VariableCheckbox() {
  const { control } = useFormContext<ArtworkFormValues>();
  const meta = useArtworkField('artworkValues.dimensions.variable');
  return (
    <Controller
      control={control}
      name="artworkValues.dimensions.variable"
      render={({ field }) => (
        <Checkbox
          label="Variable dimensions"
          description={meta.multiple ? meta.placeholder : undefined}
          checked={!meta.multiple && field.value}
          indeterminate={meta.multiple}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
            meta.markSet();
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function FramedSwitch() {
  const { control, getValues, setValue } = useFormContext<ArtworkFormValues>();
  const meta = useArtworkField('artworkValues.isFramed');
  return (
    <Controller
      control={control}
      name="artworkValues.isFramed"
      render={({ field }) => (
        <Switch
          label="Is framed"
          description={meta.multiple ? meta.placeholder : undefined}
          checked={!meta.multiple && field.value}
          onChange={(event) => {
            const framed = event.currentTarget.checked;
            field.onChange(framed);
            meta.markSet();
            // Spec section 4: switching it off clears the frame fields.
            const frame = setFramed(getValues('artworkValues'), framed).frame;
            setValue('artworkValues.frame', frame, { shouldDirty: true });
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Artist, title, dates, technique, dimensions and frame (spec section 3). */
export function GeneralSection() {
  const { control } = useFormContext<ArtworkFormValues>();
  const isFramed = useWatch({ control, name: 'artworkValues.isFramed' });
  const framedMultiple = useArtworkField('artworkValues.isFramed').multiple;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ArtworkTextField path="artist" label="Artist" autoComplete="off" />
        <ArtworkTextField path="artworkValues.title" label="Title" autoComplete="off" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <ArtworkTextField path="artworkValues.year" label="Year" inputMode="numeric" />
        <ArtworkTextField path="artworkValues.edition" label="Edition" placeholder="1/5" />
        <ArtworkTextField path="artworkValues.seriesTitle" label="Series title" />
      </SimpleGrid>
      <ArtworkTextField
        path="artworkValues.technique"
        label="Technique"
        placeholder="Oil on canvas"
      />
      <Stack gap="xs" role="group" aria-label="Dimensions">
        <Input.Label labelElement="div">Dimensions (cm)</Input.Label>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <ArtworkLengthField path="artworkValues.dimensions.height" label="Height" />
          <ArtworkLengthField path="artworkValues.dimensions.width" label="Width" />
          <ArtworkLengthField path="artworkValues.dimensions.depth" label="Depth" />
          <ArtworkLengthField path="artworkValues.dimensions.diameter" label="Diameter" />
        </SimpleGrid>
        <VariableCheckbox />
      </Stack>
      <FramedSwitch />
      <Collapse expanded={isFramed && !framedMultiple}>
        <Stack gap="md" role="group" aria-label="Frame">
          <ArtworkTextField path="artworkValues.frame.typeOfFrame" label="Frame type" />
          <SimpleGrid cols={{ base: 3 }} spacing="md">
            <ArtworkLengthField
              path="artworkValues.frame.dimensions.height"
              label="Height"
              fullName="Frame height"
            />
            <ArtworkLengthField
              path="artworkValues.frame.dimensions.width"
              label="Width"
              fullName="Frame width"
            />
            <ArtworkLengthField
              path="artworkValues.frame.dimensions.depth"
              label="Depth"
              fullName="Frame depth"
            />
          </SimpleGrid>
        </Stack>
      </Collapse>
      <ArtworkTextField path="artworkValues.workDescription" label="Work description" long />
    </>
  );
}
