import { Button } from '@mantine/core';
import { IconBrandDropbox } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { showErrorToast } from '../../ui/toast';
import { chooseFromDropbox, dropboxAppKey, type DropboxFile } from './dropbox-chooser';

interface DropboxChooserButtonProps {
  /** The chosen files' direct links; the caller imports them. */
  onImport: (files: DropboxFile[]) => void;
  disabled?: boolean;
}

/** Import from Dropbox; not shown at all when no Dropbox app key is configured. */
export function DropboxChooserButton({ onImport, disabled = false }: DropboxChooserButtonProps) {
  const appKey = dropboxAppKey();
  const [opening, setOpening] = useState(false);
  if (!appKey) return null;

  async function handleClick(key: string) {
    setOpening(true);
    try {
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
