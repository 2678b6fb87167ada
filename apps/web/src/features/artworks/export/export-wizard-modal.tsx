import { Alert, Button, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TOURS, TOUR_LABELS } from '@archive/domain/helpers/helpers.messages';
import { LazyTour } from '../../../ui/tour/lazy-tour';
import { useTourOnce } from '../../../data/helpers/use-tour-once';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import { printsPrices } from '@archive/domain/exports/export-options.rules';
import type { ExportOptions, ExportResponse } from '@archive/domain/exports/export-options.schema';
import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import { isOfflineError } from '../../../data/api/api-client';
import { fetchExportFile, requestExport, type ExportKind } from '../../../data/api/exports-api';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { useFormSubmit } from '../../../ui/form/use-form-submit';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { exportChoices } from './export-choices';
import { ExportOptionsForm } from './export-options-form';
import { exportOptionsResolver, type ExportOptionsContext } from './export-options-resolver';
import { PdfFirstPage } from './pdf-first-page';
import { rememberedOptions, rememberOptions } from './remembered-options';

interface ExportWizardModalProps {
  opened: boolean;
  artworkIds: readonly string[];
  withoutPrice: number;
  organisation: Organisation | null;
  onClose: () => void;
}

type Step =
  | { name: 'choose' }
  | { name: 'options' }
  | { name: 'making' }
  | { name: 'done'; answer: ExportResponse; file: Blob; url: string };

/** The `advanced_export` modal (spec section 2): document, its options, preview and download. */
export function ExportWizardModal({
  opened,
  artworkIds,
  withoutPrice,
  organisation,
  onClose,
}: ExportWizardModalProps) {
  const network = useNetwork();
  const navigate = useNavigate();
  const whiteLabel = useTourOnce('white-label-exports');
  const [touring, setTouring] = useState(false);
  const { due: tourDue, markSeen: markTourSeen } = whiteLabel;

  // The white-label tour (issue 19): the first time the wizard opens, once per user.
  useEffect(() => {
    if (opened && tourDue) {
      setTouring(true);
      markTourSeen();
    }
  }, [opened, tourDue, markTourSeen]);
  const endTour = useCallback(() => {
    setTouring(false);
  }, []);
  const [kind, setKind] = useState<ExportKind>('workList');
  const form = useForm<ExportOptions, ExportOptionsContext, ExportOptions>({
    defaultValues: {},
    resolver: exportOptionsResolver,
    // The document's rules: the resolver reads the document chosen in the first step.
    context: kind === 'csv' ? undefined : { type: kind },
  });
  const { invalidSubmit, setInvalidSubmit, submitWith } = useFormSubmit(form);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const doneUrl = step.name === 'done' ? step.url : null;

  useEffect(
    () => () => {
      if (doneUrl !== null) URL.revokeObjectURL(doneUrl);
    },
    [doneUrl],
  );

  function handleClose() {
    setStep({ name: 'choose' });
    setInvalidSubmit(false);
    onClose();
  }

  function handleChoose() {
    setInvalidSubmit(false);
    if (kind === 'csv') {
      void handleExport({});
      return;
    }
    form.reset(rememberedOptions(kind));
    setStep({ name: 'options' });
  }

  /** The options as the document's rules let them through (export-options-resolver.ts). */
  async function handleExport(chosen: ExportOptions) {
    if (kind !== 'csv') rememberOptions(kind, chosen);
    setStep({ name: 'making' });
    try {
      const answer = await requestExport(kind, artworkIds, chosen);
      const blob = await fetchExportFile(answer.path);
      setStep({ name: 'done', answer, file: blob, url: URL.createObjectURL(blob) });
      showSuccessToast(EXPORT_MESSAGES.exportSucceeded);
    } catch (error) {
      setStep(kind === 'csv' ? { name: 'choose' } : { name: 'options' });
      showErrorToast(
        isOfflineError(error) ? EXPORT_MESSAGES.offline : EXPORT_MESSAGES.exportFailed,
      );
    }
  }

  const offline = !network.online;
  const watchedOptions = form.watch();
  const choices = exportChoices(artworkIds.length);

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={
        <span data-tour="export-wizard">
          {`Export ${String(artworkIds.length)} ${artworkIds.length === 1 ? 'artwork' : 'artworks'}`}
        </span>
      }
      size="lg"
      data-modal="advanced_export"
    >
      <Stack gap="md">
        {offline ? (
          <Alert color="yellow" title="Offline">
            {EXPORT_MESSAGES.offline}
          </Alert>
        ) : null}
        {step.name === 'choose' ? (
          <>
            <Radio.Group
              label="Document"
              value={kind}
              onChange={(value) => {
                setKind(value);
              }}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
                {choices.map((choice) => (
                  <Radio
                    key={choice.value}
                    value={choice.value}
                    label={choice.label}
                    disabled={choice.disabledReason !== null}
                    description={choice.disabledReason ?? undefined}
                  />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Group justify="flex-end">
              <Button disabled={offline} onClick={handleChoose}>
                {kind === 'csv' ? 'Export' : 'Next'}
              </Button>
            </Group>
          </>
        ) : null}
        {step.name === 'options' && kind !== 'csv' ? (
          <form noValidate aria-label="Export options" onSubmit={submitWith(handleExport)}>
            <Stack gap="md">
              {withoutPrice > 0 && printsPrices(kind, watchedOptions) ? (
                <Alert color="yellow">{EXPORT_MESSAGES.someWithoutPrice(withoutPrice)}</Alert>
              ) : null}
              <ExportOptionsForm type={kind} form={form} organisation={organisation} />
              <FormErrorAlert
                visible={invalidSubmit && Object.keys(form.formState.errors).length > 0}
              />
              <Group justify="space-between">
                <Button
                  variant="default"
                  onClick={() => {
                    setStep({ name: 'choose' });
                  }}
                >
                  Back
                </Button>
                <Button type="submit" disabled={offline}>
                  Export
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {step.name === 'making' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" color="ink" />
            <Text>Making your document…</Text>
          </Group>
        ) : null}
        {step.name === 'done' ? (
          <>
            {step.answer.data.pages === null ? null : <PdfFirstPage file={step.file} />}
            <Text size="sm" c="var(--archive-muted)">
              {step.answer.data.fileName}
              {step.answer.data.pages === null
                ? ''
                : ` · ${String(step.answer.data.pages)} ${step.answer.data.pages === 1 ? 'page' : 'pages'}`}
            </Text>
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => {
                  setStep({ name: 'choose' });
                }}
              >
                Another export
              </Button>
              <Button component="a" href={step.url} download={step.answer.data.fileName}>
                Download
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
      {opened && touring ? (
        <LazyTour
          steps={TOURS['white-label-exports'].steps}
          onClose={endTour}
          lastStepAction={
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                setTouring(false);
                handleClose();
                void navigate('/settings?tab=organisation&tour=white-label-exports');
              }}
            >
              {TOUR_LABELS.showMe}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
