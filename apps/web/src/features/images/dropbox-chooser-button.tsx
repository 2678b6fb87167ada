import { Button } from '@mantine/core';
import { IconBrandDropbox } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { showErrorToast } from '../../ui/toast';
import { chooseFromDropbox, type DropboxFile } from './dropbox-chooser';
import { useDropboxAppKey } from './use-dropbox-app-key';

interface DropboxChooserButtonProps {
  /** The chosen files' direct links; the caller imports them. */
  onImport: (files: DropboxFile[]) => void;
  /** Asked before the Chooser opens: a reason it cannot be used now, or null. */
  beforeOpen?: () => Promise<string | null>;
  disabled?: boolean;
}

/** Import from Dropbox; not shown at all when the server has no Dropbox app key. */
export function DropboxChooserButton({
  onImport,
  beforeOpen,
  disabled = false,
}: DropboxChooserButtonProps) {
  const appKey = useDropboxAppKey();
  const [opening, setOpening] = useState(false);
  if (!appKey) return null;

  async function handleClick(key: string) {
    setOpening(true);
    try {
      const blocked = (await beforeOpen?.()) ?? null;
      if (blocked !== null) {
        showErrorToast(blocked);
        return;
      }
      const files = await chooseFromDropbox(key);
      if (files.length > 0) onImport(files);
    } catch {
      showErrorToast(IMAGE_SCREEN_MESSAGES.dropboxFailed);
    } finally {
      setOpening(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconBrandDropbox size={16} />}
      loading={opening}
      disabled={disabled}
      onClick={() => void handleClick(appKey)}
    >
      {IMAGE_SCREEN_MESSAGES.dropboxChoose}
    </Button>
  );
}
