import {
  ActionIcon,
  Button,
  Divider,
  Indicator,
  Popover,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';
import { SHARE_SCREEN_MESSAGES } from '@archive/domain/sharing/share.messages';
import {
  markSharesSeen,
  useShareRecords,
  useUnseenShares,
} from '../../data/sharing/share-records-store';
import { partyName, shareDate, worksCount } from './share-display';
import classes from './sharing.module.css';

/** Received records the popover lists; the rest are in the activity panel. */
const LATEST_COUNT = 5;

interface NotificationsBellProps {
  /** Opens the activity panel (on the Incoming tab). */
  onOpenPanel: () => void;
}

/**
 * The top bar's notification popover (spec section 2): a badge while a received share is
 * unseen, the latest received shares and the way to the activity panel. Opening it clears
 * the flag (POST /v1/artworks/share/seen).
 */
export function NotificationsBell({ onOpenPanel }: NotificationsBellProps) {
  const [opened, setOpened] = useState(false);
  const unseen = useUnseenShares();
  const received = useShareRecords('incoming');
  const latest = (received ?? []).slice(0, LATEST_COUNT);

  function handleChange(next: boolean) {
    setOpened(next);
    if (next && unseen) void markSharesSeen();
  }

  function handleOpenPanel() {
    setOpened(false);
    onOpenPanel();
  }

  return (
    // The indicator is outside the popover's target: the target (the button) carries the
    // popover's aria attributes, which a plain div may not (axe: aria-allowed-attr).
    <Indicator color="red" size={9} offset={7} disabled={!unseen} processing={false} withBorder>
      <Popover
        width={320}
        position="bottom-end"
        opened={opened}
        onChange={handleChange}
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            size="lg"
            aria-label={unseen ? 'Notifications, new shared artworks' : 'Notifications'}
            data-unseen={unseen || undefined}
            onClick={() => {
              handleChange(!opened);
            }}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label="Notifications">
          {latest.length === 0 ? (
            <Stack align="center" gap="xs" py="md" px="md">
              <ThemeIcon variant="light" color="stone" size={40} radius="xl">
                <IconBell size={20} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600} fz="sm">
                {APP_MESSAGES.noNotifications}
              </Text>
              <Text fz="xs" c="var(--archive-muted)" ta="center">
                {SHARE_SCREEN_MESSAGES.notificationsHint}
              </Text>
            </Stack>
          ) : (
            <Stack gap={0}>
              <Text fz="xs" fw={600} tt="uppercase" c="var(--archive-muted)" px="md" pt="sm" pb={6}>
                {SHARE_SCREEN_MESSAGES.sharedWithYou}
              </Text>
              {latest.map((record) => (
                <UnstyledButton
                  key={record.id}
                  className={classes.notice}
                  onClick={handleOpenPanel}
                  aria-label={`${partyName(record.sender)} ${SHARE_SCREEN_MESSAGES.sharedWorks} ${worksCount(record.artworks.length)}`}
                >
                  <Text fz="sm" lineClamp={1}>
                    <Text span fw={600} fz="sm">
                      {partyName(record.sender)}
                    </Text>{' '}
                    {SHARE_SCREEN_MESSAGES.sharedWorks} {worksCount(record.artworks.length)}
                  </Text>
                  {record.message ? (
                    <Text fz="xs" c="var(--archive-muted)" lineClamp={1}>
                      “{record.message}”
                    </Text>
                  ) : null}
                  <Text fz="xs" c="var(--archive-muted)">
                    {shareDate(record.dateShared)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          )}
          <Divider />
          <Button variant="subtle" fullWidth radius={0} onClick={handleOpenPanel}>
            {SHARE_SCREEN_MESSAGES.openActivityPanel}
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
