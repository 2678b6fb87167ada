import { Box } from '@mantine/core';
import { Logo } from '../../ui/logo';
import { SuccessRedirect } from '../../ui/success-redirect';

/** /welcome: the account is ready; on to the archive after a few seconds. */
export function WelcomePage() {
  return (
    <Box mih="100dvh" bg="var(--archive-surface-raised)" pt="lg" px="lg">
      <Logo size="sm" />
      <SuccessRedirect
        title="Welcome to Archive"
        description="Your account is ready. Taking you to your artworks…"
        to="/artworks"
        actionLabel="Open my archive"
      />
    </Box>
  );
}
