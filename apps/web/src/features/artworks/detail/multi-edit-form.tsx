import { Button, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { resetKeepingEdits, resetToStored, snapshotValues } from '../../../ui/form/form-edits';
import {
  validateArtworkForm,
  type ArtworkFormErrors,
  type ArtworkFormValues,
} from '@archive/domain/artworks/artwork.rules';
import {
  changedPaths,
  commonValues,
  multiEditPlan,
} from '@archive/domain/artworks/artwork-multi-edit';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { updateArtworks, type LocalArtwork } from '../../../data/artworks/artworks-store';
import { useSession } from '../../../data/session/use-session';
import { FloatingBar } from '../../../ui/floating-bar';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { LeaveGuard } from '../../../ui/leave-guard';
import { PageHeader } from '../../../ui/page-header';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { ArtworkBreadcrumb } from './artwork-breadcrumb';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { ArtworkFieldMetaProvider, type ArtworkFieldMeta } from './artwork-field-meta';
import { toFormValues } from './artwork-form-values';
import { ArtworkSections } from './artwork-sections';
import { StatusSelect } from './status-select';
import { visibleError } from './visible-errors';

/**
 * The rules see 'Multiple' fields as empty; an error there is about a value the user did not
 * set (each artwork keeps its own), so only errors on shared or changed fields count.
 */
function relevantErrors(
  errors: ArtworkFormErrors,
  differing: ReadonlySet<string>,
  changed: ReadonlySet<string>,
): ArtworkFormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => !differing.has(path) || changed.has(path)),
  );
}

/** /artworks/multi-edit: the selected artworks at once (spec section 2). */
export function MultiEditForm({ artworks }: { artworks: readonly LocalArtwork[] }) {
  const session = useSession();
  const [saving, setSaving] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  // Differing fields the user set for every artwork: saved to all even when they hold the
  // empty value, which otherwise reads as untouched.
  const [chosenForAll, setChosenForAll] = useState<ReadonlySet<string>>(() => new Set());
  const leaving = useRef(false);

  const signature = artworks
    .map((artwork) => `${artwork.id}:${String(artwork.version)}:${artwork.lastModified}`)
    .join(',');
  const forms = useMemo(
    () => artworks.map((artwork) => ({ id: artwork.id, ...toFormValues(artwork) })),
    // The signature changes exactly when one of the artworks does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
  const common = useMemo(() => commonValues(forms), [forms]);

  const form = useForm<ArtworkFormValues>({ defaultValues: common.values, mode: 'onTouched' });
  const { formState, reset, watch } = form;
  const { isDirty, touchedFields } = formState;

  // Saved here or synced from elsewhere: the shared values are new, the typing is kept.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    resetToStored(form, common.values);
  }, [common, form]);

  const collections = useMemo(() => session?.collections ?? [], [session]);
  const context = useMemo(
    () => ({ mode: 'multi' as const, userName: session?.user.name ?? '', collections }),
    [session, collections],
  );
  const values = watch();
  const changed = new Set([...changedPaths(common.values, values), ...chosenForAll]);
  const errors = relevantErrors(validateArtworkForm(values, context), common.differing, changed);
  const meta: ArtworkFieldMeta = {
    errorFor: (path) => visibleError(errors, touchedFields, submitFailed, path),
    isMultiple: (path) => common.differing.has(path) && !changed.has(path),
    setInAll: (path) => {
      if (!common.differing.has(path)) return;
      setChosenForAll((before) => (before.has(path) ? before : new Set([...before, path])));
    },
    mode: 'multi',
  };

  async function handleSave() {
    const current = snapshotValues(form);
    const touched = new Set([...changedPaths(common.values, current), ...chosenForAll]);
    const found = relevantErrors(validateArtworkForm(current, context), common.differing, touched);
    if (Object.keys(found).length > 0) {
      setSubmitFailed(true);
      showErrorToast(FORM_MESSAGES.formHasErrors);
      return;
    }
    if (touched.size === 0) {
      showSuccessToast(ARTWORK_SCREEN_MESSAGES.multiEditNothing);
      return;
    }
    setSaving(true);
    try {
      // Artworks that get the same changes share one call; the rest get their own merge.
      for (const group of multiEditPlan(forms, current, touched)) {
        await updateArtworks(group.ids, group.changes);
      }
      // What is typed while the save is under way stays (decision 024).
      resetKeepingEdits(form, current, current);
      setChosenForAll(new Set());
      setSubmitFailed(false);
      showSuccessToast(ARTWORK_SCREEN_MESSAGES.multiEditSaved(artworks.length));
    } catch {
      showErrorToast(ARTWORK_SCREEN_MESSAGES.multiEditFailed);
    } finally {
      setSaving(false);
    }
  }

  const title = ARTWORK_SCREEN_MESSAGES.multiEditTitle(artworks.length);
  return (
    <FormProvider {...form}>
      <ArtworkFieldMetaProvider value={meta}>
        <form
          noValidate
          aria-label={title}
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <PageHeader
            before={<ArtworkBreadcrumb current={title} />}
            title={title}
            description={ARTWORK_SCREEN_MESSAGES.multiEditHint}
            actions={<StatusSelect />}
          />
          <Stack gap="lg" pb="lg">
            <ArtworkSections collections={collections} />
            <FormErrorAlert visible={submitFailed && Object.keys(errors).length > 0} />
          </Stack>
          <FloatingBar>
            <Button
              variant="default"
              leftSection={<IconRestore size={16} />}
              disabled={!(isDirty || chosenForAll.size > 0) || saving}
              onClick={() => {
                reset(common.values);
                setChosenForAll(new Set());
                setSubmitFailed(false);
              }}
            >
              Reset
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
              Save
            </Button>
          </FloatingBar>
          <LeaveGuard
            when={(isDirty || chosenForAll.size > 0) && !saving}
            bypass={leaving}
            message={ARTWORK_SCREEN_MESSAGES.unsavedMany}
          />
        </form>
      </ArtworkFieldMetaProvider>
    </FormProvider>
  );
}
