import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ARCHIVE_EXPORT_MESSAGES as M } from '@archive/domain/exports/archive-export.messages';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { requestArchiveExport } from '../../data/api/exports-api';
import { startDownload } from '../../ui/browser-download';
import { Figure } from '../../ui/figure';
import { formatBytes } from '../../ui/format-bytes';
import { showOfflineToast } from '../../ui/offline';
import { SettingsSection } from '../../ui/settings-section';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useArchiveSummary, type ArchiveSummaryState } from './use-archive-summary';

function count(value: number): string {
  return value.toLocaleString('en-GB');
}

function Summary({ state, offline }: { state: ArchiveSummaryState; offline: boolean }) {
  if (state.status === 'ready') {
    const { summary } = state;
    return (
      <Group
        component="ul"
        aria-label={M.summaryLabel}
        gap="xl"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        <Figure item label={M.artworksLabel} value={count(summary.artworks)} />
        <Figure item label={M.contactsLabel} value={count(summary.contacts)} />
        <Figure item label={M.imagesLabel} value={count(summary.images)} />
        <Figure
          item
          label={M.sizeLabel}
          value={M.estimatedSize(formatBytes(summary.estimatedBytes))}
        />
      </Group>
    );
  }
  // Offline there is nothing to count with: the offline line below says why.
  if (offline) return null;
  if (state.status === 'failed') {
    return (
      <Text fz="sm" c="var(--archive-muted)">
        {M.summaryFailed}
      </Text>
    );
  }
  return (
    <Group gap="xl" role="status" aria-label={M.summaryLoading} aria-busy>
      {[M.artworksLabel, M.contactsLabel, M.imagesLabel, M.sizeLabel].map((label) => (
        <Stack key={label} gap={6}>
          <Skeleton height={10} width={64} />
          <Skeleton height={16} width={48} />
        </Stack>
      ))}
    </Group>
  );
}

/**
 * Settings, tab 1 (issue 34): the whole archive as one ZIP, what it holds and about how large
 * it is. Online only: the ZIP is made on the server as the browser downloads it.
 */
export function ArchiveDownloadSection() {
  const network = useNetwork();
  const offline = !network.online;
  const summary = useArchiveSummary(network.online);
  const [starting, setStarting] = useState(false);

  async function handleDownload() {
    setStarting(true);
    try {
      const answer = await requestArchiveExport();
      startDownload(answer.path, answer.data.fileName);
      showSuccessToast(M.archiveStarted);
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      // Too many exports at once (429) or every export thread busy (503): the server's words.
      else if (isApiError(error, 429) || isApiError(error, 503)) showErrorToast(error.message);
      else showErrorToast(M.archiveFailed);
    } finally {
      setStarting(false);
    }
  }

  return (
    <SettingsSection title={M.sectionTitle} description={M.sectionDescription}>
      <Stack gap="md" align="flex-start">
        <Summary state={summary} offline={offline} />
        <Text fz="xs" c="var(--archive-muted)">
          {M.serverCopyNote}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} stroke={1.6} />}
          loading={starting}
          disabled={offline}
          onClick={() => void handleDownload()}
        >
          {M.downloadArchive}
        </Button>
        {offline ? (
          <Text fz="xs" c="var(--archive-muted)">
            {M.archiveOffline}
          </Text>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
