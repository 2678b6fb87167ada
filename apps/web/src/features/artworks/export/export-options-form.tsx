import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
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
import { EXPORT_ADDRESS_LABELS, labelSizeLabel } from '@archive/domain/exports/export.messages';
import type { Organisation } from '@archive/domain/organisation/organisation.schema';

const EMPTY_ADDRESS: ExportAddress = {
  addressLine1: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};
const EMPTY_PARTY: ExportParty = { name: '', address: '', contactPerson: '', email: '', phone: '' };

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
  options: ExportOptions;
  errors: Record<string, string>;
  organisation: Organisation | null;
  onChange: (options: ExportOptions) => void;
}

/** Only the options the chosen document prints (decision 029), with their messages. */
export function ExportOptionsForm({
  type,
  options,
  errors,
  organisation,
  onChange,
}: ExportOptionsFormProps) {
  const uses = (name: Parameters<typeof documentUses>[1]) => documentUses(type, name);
  const set = (patch: Partial<ExportOptions>) => {
    onChange({ ...options, ...patch });
  };

  function addressFields(name: ExportAddressOption) {
    const address = options[name] ?? EMPTY_ADDRESS;
    const field = (key: keyof ExportAddress, label: string) => (
      <TextInput
        label={label}
        value={address[key]}
        error={errors[`${name}.${key}`]}
        onChange={(event) => {
          set({ [name]: { ...address, [key]: event.currentTarget.value } });
        }}
      />
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
                  set({ [name]: { ...orgAddress } });
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
    const party = options[name] ?? EMPTY_PARTY;
    const field = (key: keyof ExportParty, label: string) => (
      <TextInput
        label={label}
        value={party[key]}
        error={errors[`${name}.${key}`]}
        onChange={(event) => {
          set({ [name]: { ...party, [key]: event.currentTarget.value } });
        }}
      />
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

  const sortKeys = EXPORT_SORT_KEYS.filter((key) => key !== 'location' || type === 'insuranceList');
  const labelFormats: Record<string, LabelFormat> =
    type === 'storageLabels' ? STORAGE_LABEL_FORMATS : WALL_LABEL_FORMATS;

  return (
    <Stack gap="sm">
      {uses('title') ? (
        <TextInput
          label="Title"
          withAsterisk
          value={options.title ?? ''}
          error={errors.title}
          onChange={(event) => {
            set({ title: event.currentTarget.value });
          }}
        />
      ) : null}
      {uses('labelSize') ? (
        <Select
          label="Label size"
          withAsterisk
          data={Object.entries(labelFormats).map(([size, format]) => ({
            value: size,
            label: labelSizeLabel(size, format),
          }))}
          value={options.labelSize ?? null}
          error={errors.labelSize}
          onChange={(value) => {
            set({ labelSize: (value ?? undefined) as ExportOptions['labelSize'] });
          }}
        />
      ) : null}
      {uses('sortBy') ? (
        <Select
          label="Sort by"
          clearable
          data={sortKeys.map((key) => ({ value: key, label: SORT_LABELS[key] }))}
          value={options.sortBy ?? null}
          error={errors.sortBy}
          onChange={(value) => {
            set({ sortBy: value ?? undefined });
          }}
        />
      ) : null}
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
            <Checkbox
              key={name}
              label={label}
              checked={options[name] === true}
              onChange={(event) => {
                set({ [name]: event.currentTarget.checked });
              }}
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
          <TextInput
            label="Exhibition title"
            value={options.exhibition?.title ?? ''}
            onChange={(event) => {
              set({
                exhibition: {
                  duration: options.exhibition?.duration ?? '',
                  title: event.currentTarget.value,
                },
              });
            }}
          />
          <TextInput
            label="Exhibition duration"
            value={options.exhibition?.duration ?? ''}
            onChange={(event) => {
              set({
                exhibition: {
                  title: options.exhibition?.title ?? '',
                  duration: event.currentTarget.value,
                },
              });
            }}
          />
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={2}>
        {PERCENT_OPTIONS.filter(([name]) => uses(name)).map(([name, label]) => (
          <NumberInput
            key={name}
            label={label}
            min={0}
            max={100}
            decimalScale={2}
            withAsterisk={name !== 'discount'}
            value={options[name] ?? ''}
            error={errors[name]}
            onChange={(value) => {
              set({ [name]: typeof value === 'number' ? value : undefined });
            }}
          />
        ))}
      </SimpleGrid>
      {TEXT_OPTIONS.filter(([name]) => uses(name)).map(([name, label]) =>
        name === 'loanDuration' ? (
          <TextInput
            key={name}
            label={label}
            value={options[name] ?? ''}
            onChange={(event) => {
              set({ [name]: event.currentTarget.value });
            }}
          />
        ) : (
          <Textarea
            key={name}
            label={label}
            autosize
            minRows={2}
            value={options[name] ?? ''}
            onChange={(event) => {
              set({ [name]: event.currentTarget.value });
            }}
          />
        ),
      )}
    </Stack>
  );
}
