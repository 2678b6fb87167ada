import {
  Button,
  Divider,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { resetKeepingEdits } from '../../ui/form/form-edits';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import type { z } from 'zod';
import { ORGANISATION_SCREEN_MESSAGES as M } from '@archive/domain/organisation/organisation-screen.messages';
import { updateOrganisationBodySchema } from '@archive/domain/organisation/organisation.schema';
import type {
  Organisation,
  OrganisationAddress,
} from '@archive/domain/organisation/organisation.schema';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { updateOrganisation } from '../../data/api/organisation-api';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { keepOrganisation } from './organisation-session';

type FormInput = z.input<typeof updateOrganisationBodySchema>;
type FormOutput = z.output<typeof updateOrganisationBodySchema>;

interface FormValues {
  name: string;
  address: OrganisationAddress;
  vatNumber: string;
  websiteUrl: string;
}

const ADDRESS_FIELDS = ['addressLine1', 'city', 'postalCode', 'region', 'country'] as const;
/** The inputs a server's field message can be shown under. */
const FORM_FIELDS: Path<FormInput>[] = [
  'name',
  'vatNumber',
  'websiteUrl',
  ...ADDRESS_FIELDS.map((field) => `address.${field}` as const),
];

function valuesOf(organisation: Organisation): FormValues {
  return {
    name: organisation.name,
    address: { ...organisation.address },
    vatNumber: organisation.vatNumber,
    websiteUrl: organisation.websiteUrl,
  };
}

interface OrganisationFormProps {
  organisation: Organisation;
}

/** Settings tab 2: name, address, VAT number and website (PATCH /v1/organisation). */
export function OrganisationForm({ organisation }: OrganisationFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    mode: 'onTouched',
    resolver: zodResolver(updateOrganisationBodySchema),
    defaultValues: valuesOf(organisation),
  });
  const {
    register,
    reset,
    trigger,
    setError,
    getFieldState,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { invalidSubmit, setInvalidSubmit, submitWith } = useFormSubmit(form);

  // The address rule spans its fields: filling one can settle a message shown on another.
  function handleAddressChange() {
    const shown = ADDRESS_FIELDS.map((field) => `address.${field}` as const).filter(
      (name) => getFieldState(name).error !== undefined,
    );
    if (shown.length > 0) void trigger(shown);
  }

  // What is typed while the save is under way stays (decision 024).
  async function handleValid(values: FormOutput, submitted: FormInput) {
    try {
      const saved = await updateOrganisation({
        name: values.name,
        address: values.address ?? { ...organisation.address },
        vatNumber: values.vatNumber ?? '',
        websiteUrl: values.websiteUrl ?? '',
      });
      resetKeepingEdits(form, submitted, valuesOf(saved));
      keepOrganisation(saved);
      showSuccessToast(M.saved);
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else if (
        showServerFieldErrors(isApiError(error, 400) ? error.fields : [], setError, FORM_FIELDS)
      )
        setInvalidSubmit(true);
      else showErrorToast(M.saveFailed);
    }
  }

  function addressInput(field: (typeof ADDRESS_FIELDS)[number], autoComplete: string) {
    return (
      <TextInput
        label={M[field]}
        // A named section keeps the browser from filling in the person's own address (and
        // "organization" is not a valid prefix of an address token).
        autoComplete={`section-organisation ${autoComplete}`}
        // The hint goes under the input, so the inputs of each row stay level.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...(field === 'region' ? { description: M.regionDescription } : {})}
        {...register(`address.${field}`, { onChange: handleAddressChange })}
        error={errors.address?.[field]?.message}
      />
    );
  }

  return (
    <form noValidate aria-label={M.formLabel} onSubmit={submitWith(handleValid)}>
      <Stack gap="lg">
        <TextInput
          label={M.name}
          autoComplete="organization"
          required
          {...register('name')}
          error={errors.name?.message}
        />
        <Divider color="var(--archive-rule)" />
        <Fieldset
          legend={M.addressLegend}
          variant="unstyled"
          // The legend heads its group, so it weighs more than the field labels beneath it.
          styles={{
            root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
            legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', padding: 0 },
          }}
        >
          <Stack gap="sm">
            <Text fz="sm" c="var(--archive-muted)" mt={-6}>
              {M.addressDescription}
            </Text>
            {addressInput('addressLine1', 'address-line1')}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
              {addressInput('city', 'address-level2')}
              {addressInput('postalCode', 'postal-code')}
              {addressInput('region', 'address-level1')}
              {addressInput('country', 'country-name')}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Divider color="var(--archive-rule)" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="lg">
          <TextInput
            label={M.vatNumber}
            {...register('vatNumber')}
            error={errors.vatNumber?.message}
          />
          <TextInput
            label={M.websiteUrl}
            inputMode="url"
            autoComplete="url"
            placeholder={M.websitePlaceholder}
            {...register('websiteUrl')}
            error={errors.websiteUrl?.message}
          />
        </SimpleGrid>
        <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
        <Group justify="flex-end" gap="sm">
          {isDirty ? (
            <Button
              variant="subtle"
              onClick={() => {
                reset();
                setInvalidSubmit(false);
              }}
            >
              {M.discard}
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
