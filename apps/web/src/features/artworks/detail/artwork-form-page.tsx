import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconHistory, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  validateArtworkForm,
  type ArtworkFormValues,
} from '@archive/domain/artworks/artwork.rules';
import { artworkDisplayName } from '@archive/domain/artworks/artwork-display-name';
import { ARTWORK_MESSAGES } from '@archive/domain/artworks/artwork.messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import {
  createArtwork,
  deleteArtworks,
  updateArtwork,
  type LocalArtwork,
} from '../../../data/artworks/artworks-store';
import { useSession } from '../../../data/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { EmptyState } from '../../../ui/empty-state';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import {
  applyEdits,
  editsSince,
  resetKeepingEdits,
  resetToStored,
  snapshotValues,
  type FormEdit,
} from '../../../ui/form/form-edits';
import { LeaveGuard } from '../../../ui/leave-guard';
import { PageHeader } from '../../../ui/page-header';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { artworkSelection } from '../state/artwork-selection';
import { ArtworkBreadcrumb } from './artwork-breadcrumb';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { ArtworkFieldMetaProvider, type ArtworkFieldMeta } from './artwork-field-meta';
import {
  newArtworkFormValues,
  toFormValues,
  type AddArtworkState,
  type ArtworkDetailsState,
} from './artwork-form-values';
import { ArtworkHistoryDrawer } from './artwork-history-drawer';
import { ExportButton } from '../export/export-button';
import { ArtworkSaveBar, type SaveKind } from './artwork-save-bar';
import { ArtworkSections } from './artwork-sections';
import { PrevNextButtons } from './prev-next-buttons';
import { StatusSelect } from './status-select';
import { detailsPath } from './use-prev-next';
import { visibleError } from './visible-errors';

const NO_EDITS: readonly FormEdit[] = [];

const SAVE_FAILED: Record<SaveKind, string> = {
  save: ARTWORK_SCREEN_MESSAGES.saveFailed,
  copy: ARTWORK_SCREEN_MESSAGES.saveAndCopyFailed,
  new: ARTWORK_SCREEN_MESSAGES.saveAndNewFailed,
};

interface ArtworkFormPageProps {
  /** The artwork on /artworks/details; absent on /artworks/add. */
  artwork?: LocalArtwork;
  /** The values the form starts from (and Reset returns to on /artworks/add). */
  initial: ArtworkFormValues;
  /** Typed into the new artwork's form while it saved; still the person's changes here. */
  carriedEdits?: readonly FormEdit[];
  /** The Images tab of a saved artwork; the images feature, composed in by the app. */
  imagesPanel?: ArtworkImagesPanel;
  imagesPreview?: ArtworkImagesPreview;
  /** More actions on a saved artwork (share), from other features, composed in by the app. */
  artworkActions?: ArtworkActions;
}

/** Renders actions of other features for a saved artwork (its header's buttons). */
export type ArtworkActions = (artworkId: string) => ReactNode;

/** Renders a saved artwork's images (the artworks feature cannot import the images feature). */
export type ArtworkImagesPanel = (artworkId: string) => ReactNode;
/** The details tab's images section; `onManage` opens the Images tab. */
export type ArtworkImagesPreview = (artworkId: string, onManage: () => void) => ReactNode;

/** /artworks/add and /artworks/details: one artwork's record (spec section 2). */
export function ArtworkFormPage({
  artwork,
  initial,
  carriedEdits = NO_EDITS,
  imagesPanel,
  imagesPreview,
  artworkActions,
}: ArtworkFormPageProps) {
  const [tab, setTab] = useState<string | null>('details');
  const navigate = useNavigate();
  const session = useSession();
  const [saving, setSaving] = useState<SaveKind | null>(null);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const leaving = useRef(false);
  const form = useForm<ArtworkFormValues>({ defaultValues: initial, mode: 'onTouched' });
  const { formState, reset, getValues, watch } = form;
  const { isDirty, touchedFields } = formState;

  const collections = useMemo(() => session?.collections ?? [], [session]);
  const userName = session?.user.name ?? '';
  const context = useMemo(
    () => ({ mode: 'single' as const, userName, collections }),
    [userName, collections],
  );
  const values = watch();
  const errors = validateArtworkForm(values, context);
  const meta: ArtworkFieldMeta = {
    errorFor: (path) => visibleError(errors, touchedFields, submitFailed, path),
    isMultiple: () => false,
    mode: 'single',
  };
  const empty = useMemo(() => newArtworkFormValues(session), [session]);

  useEffect(() => {
    applyEdits(form, carriedEdits);
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A change that arrives from elsewhere (a sync, another tab) updates the form but keeps what
  // the person is typing.
  const version = artwork?.version;
  const lastModified = artwork?.lastModified;
  useEffect(() => {
    if (artwork) resetToStored(form, toFormValues(artwork));
    // Only a new version of the stored artwork reinitialises the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, lastModified]);

  /**
   * Saves `current` (read when the button was pressed). Whatever is typed while the save is under
   * way stays in the form, or goes with it to the page that follows (decision 024).
   */
  async function handleSave(kind: SaveKind) {
    const current = snapshotValues(form);
    if (Object.keys(validateArtworkForm(current, context)).length > 0) {
      setSubmitFailed(true);
      showErrorToast(FORM_MESSAGES.formHasErrors);
      return;
    }
    setSaving(kind);
    leaving.current = true;
    try {
      const id = artwork ? artwork.id : await createArtwork(current);
      // An unchanged artwork has nothing to send (an edit needs at least one changed field).
      if (artwork && isDirty) await updateArtwork(artwork.id, current);
      setSubmitFailed(false);
      if (kind === 'new') {
        showSuccessToast(ARTWORK_SCREEN_MESSAGES.savedAndNew);
        // 'New' asks for an empty form: nothing of the saved artwork stays.
        if (!artwork) reset(empty);
        const state: AddArtworkState = { continued: !artwork };
        await navigate('/artworks/add', { state, flushSync: true });
      } else if (kind === 'copy') {
        resetKeepingEdits(form, current, current);
        showSuccessToast(ARTWORK_SCREEN_MESSAGES.savedAndCopied);
        // On /artworks/add this form becomes the copy; from a saved artwork a new form opens
        // with everything this one holds.
        const state: AddArtworkState = artwork
          ? { copyOf: snapshotValues(form) }
          : { copyOf: current, continued: true };
        await navigate('/artworks/add', { state, flushSync: true });
      } else {
        resetKeepingEdits(form, current, current);
        showSuccessToast(artwork ? ARTWORK_SCREEN_MESSAGES.updated : ARTWORK_SCREEN_MESSAGES.saved);
        if (!artwork) {
          const state: ArtworkDetailsState = { edits: editsSince(current, getValues()) };
          await navigate(detailsPath(id), { replace: true, state, flushSync: true });
        }
      }
    } catch {
      showErrorToast(SAVE_FAILED[kind]);
    } finally {
      // A form that stays (an edit, or the copy on /artworks/add) guards its changes again.
      leaving.current = false;
      setSaving(null);
    }
  }

  async function handleDelete() {
    if (!artwork) return;
    setConfirmDelete(false);
    try {
      leaving.current = true;
      await deleteArtworks([artwork.id]);
      artworkSelection.remove([artwork.id]);
      showSuccessToast(ARTWORK_SCREEN_MESSAGES.deleted);
      await navigate('/artworks', { replace: true });
    } catch {
      leaving.current = false;
      showErrorToast(ARTWORK_SCREEN_MESSAGES.deleteFailed);
    }
  }

  const title = artwork
    ? artwork.artworkValues.title.trim() || ARTWORK_MESSAGES.untitled
    : ARTWORK_SCREEN_MESSAGES.newArtwork;
  const idLine = artwork ? (
    <Text component="span" fz="sm" c="var(--archive-muted)">
      {artwork.artist.trim() ? `${artwork.artist.trim()} · ` : ''}ID{' '}
      <Text span fz="sm" fw={500} c="var(--mantine-color-text)" data-testid="artwork-id">
        {artwork.archiveArtworkNumber ?? ARTWORK_SCREEN_MESSAGES.notSynced}
      </Text>
    </Text>
  ) : undefined;

  return (
    <FormProvider {...form}>
      <ArtworkFieldMetaProvider value={meta}>
        <form
          noValidate
          aria-label={artwork ? `Edit ${artworkDisplayName(artwork)}` : 'New artwork'}
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            event.preventDefault();
            void handleSave('save');
          }}
        >
          <PageHeader
            before={
              <ArtworkBreadcrumb
                current={title}
                end={artwork ? <PrevNextButtons id={artwork.id} /> : undefined}
              />
            }
            title={title}
            description={idLine}
            actions={
              // On a phone the actions wrap: none is cut at the right edge.
              <Group gap="sm" w={{ base: '100%', xs: 'auto' }} wrap="wrap">
                <StatusSelect />
                {artwork ? (
                  <Button
                    variant="default"
                    leftSection={<IconHistory size={16} />}
                    onClick={() => {
                      setHistoryOpen(true);
                    }}
                    style={{ flexShrink: 0 }}
                  >
                    History
                  </Button>
                ) : null}
                {artwork ? (
                  <ExportButton
                    artworkIds={[artwork.id]}
                    withoutPrice={artwork.artworkValues.price.value === null ? 1 : 0}
                  />
                ) : null}
                {artwork && artworkActions ? artworkActions(artwork.id) : null}
              </Group>
            }
          />
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="details">Artwork Details</Tabs.Tab>
              <Tabs.Tab value="images">Images</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">
              <Stack gap="lg" pb="lg">
                {artwork && imagesPreview
                  ? imagesPreview(artwork.id, () => {
                      setTab('images');
                    })
                  : null}
                <ArtworkSections collections={collections} empty={empty} />
                <FormErrorAlert visible={submitFailed && Object.keys(errors).length > 0} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="images">
              <Stack gap="lg" pb="lg">
                {artwork && imagesPanel ? (
                  imagesPanel(artwork.id)
                ) : artwork ? (
                  <EmptyState
                    icon={<IconPhoto size={26} stroke={1.4} />}
                    title={ARTWORK_SCREEN_MESSAGES.imagesComingTitle}
                    description={ARTWORK_SCREEN_MESSAGES.imagesComing}
                  />
                ) : (
                  // Images hang on the artwork's id, which exists once the artwork is saved.
                  <EmptyState
                    icon={<IconPhoto size={26} stroke={1.4} />}
                    title={IMAGE_SCREEN_MESSAGES.saveFirstTitle}
                    description={IMAGE_SCREEN_MESSAGES.saveFirst}
                  />
                )}
              </Stack>
            </Tabs.Panel>
          </Tabs>
          <ArtworkSaveBar
            saving={saving}
            dirty={isDirty}
            onSave={(kind) => void handleSave(kind)}
            onReset={() => {
              reset(artwork ? toFormValues(artwork) : initial);
              setSubmitFailed(false);
            }}
            onDelete={
              artwork
                ? () => {
                    setConfirmDelete(true);
                  }
                : undefined
            }
          />
          <LeaveGuard
            when={isDirty && saving === null}
            bypass={leaving}
            message={ARTWORK_SCREEN_MESSAGES.unsaved}
          />
          <ConfirmModal
            opened={confirmDelete}
            title={ARTWORK_SCREEN_MESSAGES.deleteTitle}
            body={ARTWORK_SCREEN_MESSAGES.deleteBody(artwork ? artworkDisplayName(artwork) : '')}
            confirmLabel="Delete"
            onClose={() => {
              setConfirmDelete(false);
            }}
            onConfirm={() => void handleDelete()}
          />
          {artwork ? (
            <ArtworkHistoryDrawer
              artworkId={artwork.id}
              synced={artwork.archiveArtworkNumber !== null}
              opened={historyOpen}
              onClose={() => {
                setHistoryOpen(false);
              }}
            />
          ) : null}
        </form>
      </ArtworkFieldMetaProvider>
    </FormProvider>
  );
}
