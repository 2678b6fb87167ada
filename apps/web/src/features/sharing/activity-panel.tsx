import { Button, Drawer, Group, Stack, Tabs, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconInbox, IconPhoto, IconSend, IconTrash } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHARE_MESSAGES, SHARE_SCREEN_MESSAGES } from '@archive/domain/sharing/share.messages';
import type { ShareRecord } from '@archive/domain/sharing/share.schema';
import {
  markSharesSeen,
  useShareRecords,
  withdrawShare,
} from '../../data/sharing/share-records-store';
import type { ShareDirection } from '../../data/sharing/share-records-store';
import { ConfirmModal } from '../../ui/confirm-modal';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { partyName, shareDate, sharedViewLink, worksCount } from './share-display';
import classes from './sharing.module.css';

/** Spec section 2, Activity panel: the virtual list's figures. */
export const ACTIVITY_ROW_ESTIMATE = 311;
export const ACTIVITY_OVERSCAN = 3;
export const ACTIVITY_LIST_HEIGHT = 525;
/** Works shown in a row; the rest are counted. */
const WORKS_SHOWN = 8;

interface RowProps {
  record: ShareRecord;
  direction: ShareDirection;
  onOpenWork: (record: ShareRecord, artworkId: string) => void;
  onWithdraw: (record: ShareRecord) => void;
}

function ShareRow({ record, direction, onOpenWork, onWithdraw }: RowProps) {
  const network = useNetwork();
  const who = direction === 'incoming' ? record.sender : record.recipient;
  const shown = record.artworks.slice(0, WORKS_SHOWN);
  const more = record.artworks.length - shown.length;
  return (
    <article
      className={classes.row}
      aria-label={`Share ${direction === 'incoming' ? 'from' : 'to'} ${partyName(who)}`}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb="xs">
        <Stack gap={2} miw={0}>
          <Text fz="sm" lineClamp={1}>
            {direction === 'incoming' ? SHARE_SCREEN_MESSAGES.from : SHARE_SCREEN_MESSAGES.to}{' '}
            <Text span fw={600} fz="sm">
              {partyName(who)}
            </Text>
            {who.name ? (
              <Text span fz="xs" c="var(--archive-muted)">
                {' '}
                · {who.email}
              </Text>
            ) : null}
          </Text>
          <Text fz="xs" c="var(--archive-muted)">
            {shareDate(record.dateShared)} · {worksCount(record.artworks.length)}
            {record.sharePrice ? ' · with prices' : ''}
          </Text>
        </Stack>
        {direction === 'outgoing' ? (
          <Tooltip label={SHARE_MESSAGES.offlineHint} disabled={network.online}>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={!network.online}
              onClick={() => {
                onWithdraw(record);
              }}
            >
              Withdraw
            </Button>
          </Tooltip>
        ) : null}
      </Group>
      {record.message ? (
        <Text fz="sm" mb="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {record.message}
        </Text>
      ) : null}
      {record.artworks.length === 0 ? (
        <Text fz="sm" c="var(--archive-muted)">
          The works of this share are no longer shared.
        </Text>
      ) : (
        <div className={classes.works}>
          {shown.map((work) => (
            <UnstyledButton
              key={work.id}
              className={classes.work}
              onClick={() => {
                onOpenWork(record, work.id);
              }}
              aria-label={`Open ${work.title || 'Untitled'}`}
            >
              <div className={classes.thumb}>
                {work.images[0] ? (
                  <img src={work.images[0].preview} alt="" loading="lazy" decoding="async" />
                ) : (
                  <IconPhoto size={22} stroke={1.3} />
                )}
              </div>
              <Text fz="xs" fw={600} mt={4} lineClamp={1}>
                {work.title || 'Untitled'}
              </Text>
              <Text fz="xs" c="var(--archive-muted)" lineClamp={1}>
                {work.artist}
              </Text>
            </UnstyledButton>
          ))}
        </div>
      )}
      {more > 0 ? (
        <Text fz="xs" c="var(--archive-muted)" mt="xs">
          and {worksCount(more)} more
        </Text>
      ) : null}
    </article>
  );
}

interface ShareListProps {
  direction: ShareDirection;
  onOpenWork: (record: ShareRecord, artworkId: string) => void;
  onWithdraw: (record: ShareRecord) => void;
}

/** One tab's records in a virtual list of the spec's height. */
function ShareList({ direction, onOpenWork, onWithdraw }: ShareListProps) {
  const records = useShareRecords(direction);
  const scroller = useRef<HTMLDivElement>(null);
  const items = records ?? [];
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ACTIVITY_ROW_ESTIMATE,
    overscan: ACTIVITY_OVERSCAN,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  if (records !== undefined && records.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        {direction === 'incoming' ? (
          <IconInbox size={28} stroke={1.3} />
        ) : (
          <IconSend size={28} stroke={1.3} />
        )}
        <Text fw={600}>
          {direction === 'incoming'
            ? SHARE_SCREEN_MESSAGES.noIncoming
            : SHARE_SCREEN_MESSAGES.noOutgoing}
        </Text>
        <Text fz="sm" c="var(--archive-muted)" maw={300}>
          {direction === 'incoming'
            ? SHARE_SCREEN_MESSAGES.noIncomingHint
            : SHARE_SCREEN_MESSAGES.noOutgoingHint}
        </Text>
      </Stack>
    );
  }
  return (
    <div
      ref={scroller}
      style={{ height: ACTIVITY_LIST_HEIGHT, maxHeight: 'calc(100dvh - 160px)', overflowY: 'auto' }}
      data-testid={`activity-${direction}`}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const record = items[row.index];
          if (!record) return null;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${String(row.start)}px)`,
              }}
            >
              <ShareRow
                record={record}
                direction={direction}
                onOpenWork={onOpenWork}
                onWithdraw={onWithdraw}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface ActivityPanelProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The activity panel (spec section 2; a drawer from the top bar, decision 038): Incoming and
 * Outgoing share records. Opening it clears the unseen flag.
 */
export function ActivityPanel({ opened, onClose }: ActivityPanelProps) {
  const [tab, setTab] = useState<ShareDirection>('incoming');
  const [withdrawing, setWithdrawing] = useState<ShareRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (opened) void markSharesSeen();
  }, [opened]);

  function handleOpenWork(record: ShareRecord, artworkId: string) {
    const link = sharedViewLink(record, artworkId, {
      sourcePath: `${location.pathname}${location.search}`,
      saveable: tab === 'incoming',
    });
    onClose();
    void navigate(link.to, { state: link.state });
  }

  async function handleWithdraw() {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await withdrawShare(withdrawing.id);
      showSuccessToast(SHARE_MESSAGES.withdrawn);
      setWithdrawing(null);
    } catch {
      showErrorToast(SHARE_MESSAGES.withdrawFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="lg"
        title={
          <Text fw={600} fz="lg">
            Activity
          </Text>
        }
      >
        <Tabs
          value={tab}
          onChange={(value) => {
            if (value === 'incoming' || value === 'outgoing') setTab(value);
          }}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="incoming" leftSection={<IconInbox size={16} />}>
              Incoming
            </Tabs.Tab>
            <Tabs.Tab value="outgoing" leftSection={<IconSend size={16} />}>
              Outgoing
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="incoming">
            <ShareList
              direction="incoming"
              onOpenWork={handleOpenWork}
              onWithdraw={setWithdrawing}
            />
          </Tabs.Panel>
          <Tabs.Panel value="outgoing">
            <ShareList
              direction="outgoing"
              onOpenWork={handleOpenWork}
              onWithdraw={setWithdrawing}
            />
          </Tabs.Panel>
        </Tabs>
      </Drawer>
      <ConfirmModal
        opened={withdrawing !== null}
        title="Withdraw share"
        body={
          withdrawing
            ? `${partyName(withdrawing.recipient)} will no longer see ${worksCount(withdrawing.artworks.length)} you shared.`
            : ''
        }
        confirmLabel="Withdraw"
        busy={busy}
        onClose={() => {
          setWithdrawing(null);
        }}
        onConfirm={() => void handleWithdraw()}
      />
    </>
  );
}
