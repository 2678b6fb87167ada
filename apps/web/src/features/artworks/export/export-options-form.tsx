import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  type SelectProps,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  documentUses,
  EXPORT_SORT_KEYS,
  STORAGE_LABEL_FORMATS,
  WALL_LABEL_FORMATS,
  type LabelFormat,
  type ExportAddressOption,
  type ExportDocumentType,
} from '@archive/domain/exports/export-documents';
import type {
  ExportAddress,
  ExportOptions,
  ExportParty,
} from '@archive/domain/exports/export-options.schema';
import { Controller, get, type FieldError, type UseFormReturn } from 'react-hook-form';
import { EXPORT_ADDRESS_LABELS, labelSizeLabel } from '@archive/domain/exports/export.messages';
import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import type { ExportOptionsContext } from './export-options-resolver';

const TEXT_OPTIONS = [
  ['remarks', 'Remarks'],
  ['bankDetails', 'Bank details'],
  ['paymentConditions', 'Payment conditions'],
  ['loanDuration', 'Loan duration'],
  ['credits', 'Credits'],
  ['insuranceAgreement', 'Insurance agreement'],
  ['consignmentConditions', 'Consignment conditions'],
  ['docText', 'Text'],
] as const;

const PERCENT_OPTIONS = [
  ['discount', 'Discount (%)'],
  ['vat', 'VAT (%)'],
  ['percentageArtistSplit', 'Artist split (%)'],
  ['percentageGallerySplit', 'Gallery split (%)'],
] as const;

const SORT_LABELS = { artist: 'Artist', id: 'ID', year: 'Year', location: 'Location' } as const;

interface ExportOptionsFormProps {
  type: ExportDocumentType;
  form: UseFormReturn<ExportOptions, ExportOptionsContext, ExportOptions>;
  organisation: Organisation | null;
}

/**
 * Only the options the chosen document prints (decision 029), with their messages: the fields
 * of the wizard's react-hook-form form, checked by the document's rules on submit
 * (export-options-resolver.ts).
 */
export function ExportOptionsForm({ type, form, organisation }: ExportOptionsFormProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const uses = (name: Parameters<typeof documentUses>[1]) => documentUses(type, name);
  const errorOf = (path: string): string | undefined => {
    const error: FieldError | undefined = get(errors, path);
    return error?.message;
  };

  function addressFields(name: ExportAddressOption) {
    const field = (key: keyof ExportAddress, label: string) => (
      <TextInput label={label} {...register(`${name}.${key}`)} error={errorOf(`${name}.${key}`)} />
    );
    const orgAddress = organisation?.address;
    return (
      <Fieldset key={name} legend={EXPORT_ADDRESS_LABELS[name]}>
        <Stack gap="xs">
          {field('addressLine1', 'Address')}
          <SimpleGrid cols={2}>
            {field('postalCode', 'Postal code')}
            {field('city', 'City')}
            {field('region', 'Region')}
            {field('country', 'Country')}
          </SimpleGrid>
          {orgAddress !== undefined && orgAddress.addressLine1 !== '' ? (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setValue(name, { ...orgAddress }, { shouldValidate: isSubmitted });
                }}
              >
                Use my organisation&apos;s address
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
    );
  }

  function partyFields(name: 'lender' | 'borrower', legend: string) {
    const field = (key: keyof ExportParty, label: string) => (
      <TextInput label={label} {...register(`${name}.${key}`)} error={errorOf(`${name}.${key}`)} />
    );
    return (
      <Fieldset key={name} legend={legend}>
        <Stack gap="xs">
          {field('name', 'Name')}
          {field('address', 'Address')}
          <SimpleGrid cols={3}>
            {field('contactPerson', 'Contact person')}
            {field('email', 'E-mail')}
            {field('phone', 'Phone')}
          </SimpleGrid>
        </Stack>
      </Fieldset>
    );
  }

  /** A choice from a list; cleared, the option is not chosen. */
  function selectField(name: 'labelSize' | 'sortBy', props: SelectProps) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            {...props}
            value={field.value ?? null}
            error={errorOf(name)}
            onChange={(value) => {
              field.onChange(value ?? undefined);
            }}
            onBlur={field.onBlur}
          />
        )}
      />
    );
  }

  const sortKeys = EXPORT_SORT_KEYS.filter((key) => key !== 'location' || type === 'insuranceList');
  const labelFormats: Record<string, LabelFormat> =
    type === 'storageLabels' ? STORAGE_LABEL_FORMATS : WALL_LABEL_FORMATS;

  return (
    <Stack gap="sm">
      {uses('title') ? (
        <TextInput label="Title" withAsterisk {...register('title')} error={errorOf('title')} />
      ) : null}
      {uses('labelSize')
        ? selectField('labelSize', {
            label: 'Label size',
            withAsterisk: true,
            data: Object.entries(labelFormats).map(([size, format]) => ({
              value: size,
              label: labelSizeLabel(size, format),
            })),
          })
        : null}
      {uses('sortBy')
        ? selectField('sortBy', {
            label: 'Sort by',
            clearable: true,
            data: sortKeys.map((key) => ({ value: key, label: SORT_LABELS[key] })),
          })
        : null}
      <Group>
        {(
          [
            ['showPrice', 'Show price'],
            ['showLocation', 'Show location'],
            ['showCurrentOwner', 'Show current owner'],
            ['printGuidelines', 'Print cut marks'],
          ] as const
        )
          .filter(([name]) => uses(name))
          .map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Checkbox
                  label={label}
                  checked={field.value === true}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.checked);
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
      </Group>
      {(
        [
          'originAddress',
          'targetAddress',
          'pickupAddress',
          'invoiceAddress',
          'returnAddress',
        ] as const
      )
        .filter((name) => uses(name))
        .map(addressFields)}
      {uses('lender')
        ? partyFields('lender', type === 'consignmentAgreement' ? 'Artist' : 'Lender')
        : null}
      {uses('borrower')
        ? partyFields('borrower', type === 'consignmentAgreement' ? 'Gallery' : 'Borrower')
        : null}
      {uses('exhibition') ? (
        <SimpleGrid cols={2}>
          <TextInput label="Exhibition title" {...register('exhibition.title')} />
          <TextInput label="Exhibition duration" {...register('exhibition.duration')} />
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={2}>
        {PERCENT_OPTIONS.filter(([name]) => uses(name)).map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={label}
                min={0}
                max={100}
                decimalScale={2}
                withAsterisk={name !== 'discount'}
                value={field.value ?? ''}
                error={errorOf(name)}
                onChange={(value) => {
                  field.onChange(typeof value === 'number' ? value : undefined);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </SimpleGrid>
      {TEXT_OPTIONS.filter(([name]) => uses(name)).map(([name, label]) =>
        name === 'loanDuration' ? (
          <TextInput key={name} label={label} {...register(name)} />
        ) : (
          <Textarea key={name} label={label} autosize minRows={2} {...register(name)} />
        ),
      )}
    </Stack>
  );
}
