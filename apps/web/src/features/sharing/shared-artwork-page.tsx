import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useHotkeys, useNetwork } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDeviceFloppy,
  IconPhoto,
  IconShare,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDimensions } from '@archive/domain/artworks/artwork-list-format';
import {
  ARTWORK_STATUS_COLOURS,
  artworkStatusLabel,
} from '@archive/domain/artworks/artwork-status';
import { formatMoney } from '@archive/domain/artworks/money';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { SHARE_MESSAGES, SHARE_SCREEN_MESSAGES } from '@archive/domain/sharing/share.messages';
import type { SharedArtwork, ShareRecord } from '@archive/domain/sharing/share.schema';
import { useSession } from '../../data/session/use-session';
import { saveSharedArtworks, useShareRecord } from '../../data/sharing/share-records-store';
import { EmptyState } from '../../ui/empty-state';
import { FormSection } from '../../ui/form-section';
import { PageHeader } from '../../ui/page-header';
import { StepLink } from '../../ui/step-link';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { isSharedViewState, partyName, shareDate, type SharedViewState } from './share-display';

function ReadOnlyField({
  label,
  value,
  long = false,
}: {
  label: string;
  value: string;
  long?: boolean;
}) {
  return long ? (
    <Textarea label={label} value={value} readOnly autosize minRows={1} variant="filled" />
  ) : (
    <TextInput label={label} value={value} readOnly variant="filled" />
  );
}

function boxText(box: {
  height: number | null;
  width: number | null;
  depth: number | null;
}): string {
  return formatDimensions({ ...box, diameter: null, variable: false });
}

/** The shared work's fields, in the detail's sections, nothing editable. */
function SharedSections({ work }: { work: SharedArtwork }) {
  return (
    <Stack gap="lg">
      <FormSection title="Images">
        {work.images.length === 0 ? (
          <Group gap="xs" c="var(--archive-muted)">
            <IconPhoto size={18} stroke={1.4} />
            <Text fz="sm">{SHARE_SCREEN_MESSAGES.noImages}</Text>
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {work.images.map((image, index) => (
              <a key={image.medium} href={image.medium} target="_blank" rel="noreferrer">
                <img
                  src={image.medium}
                  alt={index === 0 ? `${work.title || 'Untitled'}, cover` : ''}
                  style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 4 }}
                  loading="lazy"
                />
              </a>
            ))}
          </SimpleGrid>
        )}
      </FormSection>
      <FormSection title="General information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ReadOnlyField label="Artist" value={work.artist} />
          <ReadOnlyField label="Title" value={work.title} />
          <ReadOnlyField label="Year" value={work.year} />
          <ReadOnlyField label="Edition" value={work.edition} />
          <ReadOnlyField label="Series title" value={work.seriesTitle} />
          <ReadOnlyField label="Technique" value={work.technique} />
          <ReadOnlyField label="Dimensions" value={formatDimensions(work.dimensions)} />
          <ReadOnlyField
            label="Frame"
            value={
              work.isFramed
                ? [work.frame.typeOfFrame, boxText(work.frame.dimensions)]
                    .filter(Boolean)
                    .join(', ') || SHARE_SCREEN_MESSAGES.framed
                : SHARE_SCREEN_MESSAGES.notFramed
            }
          />
        </SimpleGrid>
        <ReadOnlyField label="Description" value={work.workDescription} long />
      </FormSection>
      {work.price && work.price.value !== null ? (
        <FormSection title="Value">
          <ReadOnlyField label="Price" value={formatMoney(work.price)} />
        </FormSection>
      ) : null}
      <FormSection title="Additional information">
        <ReadOnlyField label="Photo copyright owner" value={work.photoCopyrightOwner} />
        <ReadOnlyField
          label="Installation instructions"
          value={work.installationInstructions}
          long
        />
        {work.packaging.crates.map((crate) => (
          <ReadOnlyField
            key={crate.openingOrder}
            label={`Crate ${String(crate.openingOrder)}`}
            value={[crate.packagingType, boxText(crate.dimensions)].filter(Boolean).join(', ')}
          />
        ))}
        <ReadOnlyField label="Packaging instructions" value={work.packaging.instructions} long />
      </FormSection>
    </Stack>
  );
}

interface SaveModalProps {
  opened: boolean;
  artworkIds: readonly string[];
  onClose: () => void;
}

/** 'Save to collection': the user's collections, never a production (spec section 6). */
function SaveToCollectionModal({ opened, artworkIds, onClose }: SaveModalProps) {
  const session = useSession();
  const network = useNetwork();
  const collections = (session?.collections ?? []).filter((each) => each.type !== 'production');
  const [collectionId, setCollectionId] = useState<string | null>(collections[0]?.id ?? null);
  const [saving, setSaving] = useState(false);

  async function handleSave() {
    if (collectionId === null) return;
    setSaving(true);
    try {
      await saveSharedArtworks(collectionId, artworkIds);
      showSuccessToast(SHARE_MESSAGES.saved);
      onClose();
    } catch {
      showErrorToast(SHARE_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={SHARE_SCREEN_MESSAGES.saveToCollection}
      size={440}
      centered
    >
      <Stack gap="lg">
        <Text c="var(--archive-muted)">{SHARE_SCREEN_MESSAGES.saveExplained}</Text>
        {collections.length === 0 ? (
          <Text fz="sm">{SHARE_SCREEN_MESSAGES.noCollection}</Text>
        ) : (
          <Select
            label="Collection"
            data={collections.map((each) => ({ value: each.id, label: each.name }))}
            value={collectionId}
            onChange={setCollectionId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {!network.online ? (
          <Text fz="sm" c="red.9" role="status">
            {SHARE_MESSAGES.saveOfflineHint}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={() => void handleSave()}
            loading={saving}
            disabled={collectionId === null || !network.online}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SharedWork({
  record,
  work,
  state,
}: {
  record: ShareRecord;
  work: SharedArtwork;
  state: SharedViewState;
}) {
  const navigate = useNavigate();
  const [saveOpen, setSaveOpen] = useState(false);
  // The shared ids the view was opened with, those still in the record, in their order.
  const present = new Set(record.artworks.map((each) => each.id));
  const ids = state.sharedIds.filter((id) => present.has(id));
  const index = ids.indexOf(work.id);
  const pathOf = (id: string | undefined) =>
    id === undefined
      ? null
      : `/share/artworks/details?${new URLSearchParams({ record: record.id, id }).toString()}`;
  const previous = index > 0 ? pathOf(ids[index - 1]) : null;
  const next = index >= 0 && index < ids.length - 1 ? pathOf(ids[index + 1]) : null;
  useHotkeys([
    [
      'ArrowLeft',
      () => {
        if (previous) void navigate(previous, { state, replace: true });
      },
    ],
    [
      'ArrowRight',
      () => {
        if (next) void navigate(next, { state, replace: true });
      },
    ],
  ]);
  const title = work.title.trim() || 'Untitled';
  const from = state.saveable ? record.sender : record.recipient;
  return (
    <>
      <PageHeader
        before={
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Breadcrumbs separator="/" fz="sm" style={{ minWidth: 0 }}>
              <Anchor component={Link} to={state.sourcePath} c="var(--archive-muted)">
                Shared
              </Anchor>
              <Text fz="sm" truncate="end" maw={{ base: 160, sm: 480 }}>
                {title}
              </Text>
            </Breadcrumbs>
            <Group gap={6} wrap="nowrap">
              <Text fz="xs" c="var(--archive-muted)" visibleFrom="xs">
                {SHARE_SCREEN_MESSAGES.position(index + 1, ids.length)}
              </Text>
              <StepLink
                to={previous}
                state={state}
                replace
                label={ARTWORK_SCREEN_MESSAGES.previous}
                icon={<IconChevronLeft size={18} />}
              />
              <StepLink
                to={next}
                state={state}
                replace
                label={ARTWORK_SCREEN_MESSAGES.next}
                icon={<IconChevronRight size={18} />}
              />
            </Group>
          </Group>
        }
        title={title}
        description={
          <Text component="span" fz="sm" c="var(--archive-muted)">
            {work.artist.trim() ? `${work.artist.trim()} · ` : ''}
            {state.saveable
              ? SHARE_SCREEN_MESSAGES.sharedBy
              : SHARE_SCREEN_MESSAGES.sharedWith}{' '}
            <Text span fz="sm" fw={500} c="var(--mantine-color-text)">
              {partyName(from)}
            </Text>{' '}
            on {shareDate(record.dateShared)}
          </Text>
        }
        actions={
          <Group gap="xs" wrap="wrap">
            {work.status ? (
              <Badge
                variant="light"
                color={ARTWORK_STATUS_COLOURS[work.status]}
                size="lg"
                radius="sm"
                style={{ flexShrink: 0 }}
              >
                {artworkStatusLabel(work.status)}
              </Badge>
            ) : null}
            <Badge
              variant="outline"
              color="stone"
              size="lg"
              radius="sm"
              leftSection={<IconShare size={12} />}
              style={{ flexShrink: 0 }}
            >
              {SHARE_SCREEN_MESSAGES.readOnly}
            </Badge>
            {state.saveable ? (
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={() => {
                  setSaveOpen(true);
                }}
              >
                {SHARE_SCREEN_MESSAGES.saveToCollection}
              </Button>
            ) : null}
          </Group>
        }
      />
      {record.message ? (
        <Text fz="sm" c="var(--archive-muted)" mb="lg" style={{ whiteSpace: 'pre-line' }}>
          “{record.message}”
        </Text>
      ) : null}
      <SharedSections work={work} />
      {state.saveable ? (
        <SaveToCollectionModal
          key={work.id}
          opened={saveOpen}
          artworkIds={[work.id]}
          onClose={() => {
            setSaveOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * /share/artworks/details?record=…&id=…: a shared work, read-only (spec section 2), from the
 * local store, so it opens offline. The router state carries where it was opened from,
 * whether it may be saved and the shared ids; without it (a reload) they are derived.
 */
export function SharedArtworkPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const record = useShareRecord(params.get('record'));
  const id = params.get('id');
  if (record === undefined) {
    return (
      <Center mih={240} aria-label={SHARE_SCREEN_MESSAGES.loading}>
        <Loader size="sm" color="ink" type="dots" />
      </Center>
    );
  }
  const work = record?.artworks.find((each) => each.id === id);
  if (!record || !work) {
    return (
      <EmptyState
        icon={<IconShare size={26} stroke={1.4} />}
        title={SHARE_SCREEN_MESSAGES.goneTitle}
        description={SHARE_SCREEN_MESSAGES.goneDescription}
        actions={
          <Button component={Link} to="/artworks" variant="default">
            {SHARE_SCREEN_MESSAGES.goToArtworks}
          </Button>
        }
      />
    );
  }
  const state: SharedViewState = isSharedViewState(location.state)
    ? location.state
    : {
        sourcePath: '/artworks',
        saveable: false,
        sharedIds: record.artworks.map((each) => each.id),
      };
  return <SharedWork key={work.id} record={record} work={work} state={state} />;
}
