import { Button, Tooltip } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { SHARE_MESSAGES } from '@archive/domain/sharing/share.messages';

// The modal and its form load when first opened: the list and detail chunks stay small.
const ShareModal = lazy(() => import('./share-modal').then((m) => ({ default: m.ShareModal })));

interface ShareButtonProps {
  artworkIds: readonly string[];
}

/** 'Share' on the selection bar and the artwork detail (online only: spec section 9). */
export function ShareButton({ artworkIds }: ShareButtonProps) {
  const network = useNetwork();
  const [opened, { open, close }] = useDisclosure(false);
  const offline = !network.online;
  return (
    <>
      <Tooltip label={SHARE_MESSAGES.offlineHint} disabled={!offline}>
        <Button
          variant="default"
          leftSection={<IconShare size={16} />}
          onClick={open}
          disabled={offline}
          style={{ flexShrink: 0 }}
        >
          Share
        </Button>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <ShareModal opened={opened} artworkIds={artworkIds} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
