import { Box, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCookie, IconMail, IconMoodConfuzed, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';
import { recordEvent } from '../data/helpers/app-events';
import { clearAllStorage } from '../data/storage/local-storage';
import { Logo } from '../ui/logo';

/** How long Reload waits for the server's answer about a newer version before reloading. */
const UPDATE_CHECK_WAIT_MS = 3000;

/**
 * Asks the server for a newer worker before reloading. Our worker never waits (it skips
 * waiting and claims the page, decision 012): a newer one found here installs and takes over,
 * so the reload lands on the newest version, which is what the spec's "a waiting service
 * worker is activated and the page reloads" asks for (decision 052).
 */
async function updateWorker(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return;
    await Promise.race([
      registration.update(),
      new Promise((resolve) => setTimeout(resolve, UPDATE_CHECK_WAIT_MS)),
    ]);
  } catch {
    // Offline, or no service worker: a plain reload.
  }
}

function handleReload() {
  void updateWorker().finally(() => {
    window.location.reload();
  });
}

function handleClearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  clearAllStorage();
  window.location.reload();
}

/** The top-level error screen (router errorElement). */
export function ErrorScreen() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
    // Spec section 8: errors are recorded as analytics events (our own table).
    const thrown = error instanceof Error ? error : new Error(String(error));
    recordEvent('error', thrown.message, thrown.stack ?? '');
  }, [error]);

  return (
    <Box mih="100dvh" bg="var(--archive-surface-raised)" p="lg">
      <Logo size="sm" />
      <Stack align="center" ta="center" gap="lg" maw={520} mx="auto" py={{ base: 56, sm: 112 }}>
        <ThemeIcon size={64} radius="xl" variant="light" color="sienna">
          <IconMoodConfuzed size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: '2rem', sm: '2.5rem' }}>
          {APP_MESSAGES.errorScreenTitle}
        </Title>
        <Text c="var(--archive-muted)" fz="lg">
          {APP_MESSAGES.errorScreenBody}
        </Text>
        <Group justify="center" gap="sm">
          <Button leftSection={<IconRefresh size={16} />} onClick={handleReload}>
            Reload
          </Button>
          <Button
            variant="default"
            leftSection={<IconCookie size={16} />}
            onClick={handleClearCookies}
          >
            Clear cookies
          </Button>
          <Button
            variant="default"
            component="a"
            href={`mailto:${SUPPORT_EMAIL}`}
            leftSection={<IconMail size={16} />}
          >
            Contact
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
