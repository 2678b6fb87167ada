import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { derivativeUrl } from '@archive/domain/images/image-limits';
import { ORGANISATION_SCREEN_MESSAGES as M } from '@archive/domain/organisation/organisation-screen.messages';
import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { removeOrganisationLogo } from '../../data/api/organisation-api';
import { uploadOrganisationLogo } from '../../data/images/organisation-logo';
import { scheduleLoadRetry } from '../../data/images/load-retry';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { keepOrganisation } from './organisation-session';
import { ImageProblemsAlert } from '../../ui/image-problems-alert';
import { ConfirmPopover } from '../../ui/confirm-popover';

/** What a logo choice hands over: the files let through and, in words, the ones refused. */
export type LogoChoice = (files: File[], problems: string[]) => void;

/**
 * The drop zone and picker for one image. It belongs to the images feature, which this
 * feature cannot import: the app composes it in.
 */
export type LogoDropzone = (onChoose: LogoChoice) => ReactNode;

interface OrganisationLogoFieldProps {
  organisation: Organisation;
  dropzone: LogoDropzone;
}

/** The logo's preview from the files host; a failed load is tried again (spec section 9). */
function LogoPreview({ url }: { url: string }) {
  const [retry, setRetry] = useState(0);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = null;
    },
    [url],
  );
  const base = derivativeUrl(url, 'preview');
  const src = retry > 0 ? `${base}?retry=${String(retry)}` : base;
  return (
    <Box
      w="100%"
      maw={280}
      h={140}
      p="md"
      bg="#ffffff"
      style={{ border: '1px solid var(--archive-rule)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <img
        src={src}
        alt={M.logoAlt}
        draggable={false}
        onError={() => {
          if (cancel.current) return;
          cancel.current = scheduleLoadRetry(() => {
            cancel.current = null;
            setRetry((count) => count + 1);
          });
        }}
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
}

/** Removal asks first: the logo's files are deleted once the change is saved. */
function RemoveLogoButton({ disabled, onRemove }: { disabled: boolean; onRemove: () => void }) {
  return (
    <ConfirmPopover
      position="bottom-start"
      message={M.logoRemoveConfirm}
      cancelLabel={M.logoRemoveCancel}
      confirmLabel={M.logoRemoveConfirmButton}
      onConfirm={onRemove}
      target={(toggle) => (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          disabled={disabled}
          onClick={toggle}
        >
          {M.logoRemove}
        </Button>
      )}
    />
  );
}

/**
 * The organisation's logo (spec section 2; at most one image, section 9), online only: a
 * chosen file is uploaded and saved at once, with the saved organisation name.
 */
export function OrganisationLogoField({ organisation, dropzone }: OrganisationLogoFieldProps) {
  const network = useNetwork();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const savedName = organisation.name.trim();
  const offline = !network.online;

  async function run(
    kind: 'upload' | 'remove',
    work: () => Promise<Organisation>,
    done: string,
    failed: string,
  ) {
    setBusy(kind);
    try {
      keepOrganisation(await work());
      showSuccessToast(done);
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      // The server's words say what was wrong with the file (type, size, damage).
      else if (isApiError(error) && error.status < 500) showErrorToast(error.message);
      else showErrorToast(failed);
    } finally {
      setBusy(null);
    }
  }

  const handleChoose: LogoChoice = (files, refused) => {
    setProblems(refused);
    const [file] = files;
    if (!file) return;
    if (offline) {
      showOfflineToast();
      return;
    }
    void run(
      'upload',
      () => uploadOrganisationLogo(file, savedName),
      M.logoUploaded,
      M.logoUploadFailed,
    );
  };

  function handleRemove() {
    void run('remove', () => removeOrganisationLogo(savedName), M.logoRemoved, M.logoRemoveFailed);
  }

  // The white-label tour points here too: the logo waits for the organisation's name.
  if (savedName === '') {
    return (
      <Text fz="sm" c="var(--archive-muted)" data-tour="organisation-logo">
        {M.logoNeedsName}
      </Text>
    );
  }

  let body: ReactNode;
  if (busy === 'upload') {
    body = (
      <Group gap="sm" mih={96} role="status">
        <Loader size="sm" />
        <Text fz="sm">{M.logoUploading}</Text>
      </Group>
    );
  } else if (organisation.logoUrl !== null) {
    body = (
      <Stack gap="sm" align="flex-start">
        <LogoPreview url={organisation.logoUrl} />
        <RemoveLogoButton disabled={offline || busy !== null} onRemove={handleRemove} />
      </Stack>
    );
  } else if (offline) {
    body = (
      <Text fz="sm" c="var(--archive-muted)">
        {M.logoNone}
      </Text>
    );
  } else {
    body = dropzone(handleChoose);
  }

  return (
    <Stack gap="sm" data-tour="organisation-logo">
      {body}
      <ImageProblemsAlert
        problems={problems}
        onDismiss={() => {
          setProblems([]);
        }}
      />
      {offline ? (
        <Text fz="xs" c="var(--archive-muted)">
          {M.offline}
        </Text>
      ) : null}
    </Stack>
  );
}
