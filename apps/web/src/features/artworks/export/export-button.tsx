import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../data/session/use-session';
import { ExportWizardModal } from './export-wizard-modal';

interface ExportButtonProps {
  artworkIds: readonly string[];
}

/** Opens the export wizard for these artworks (selection bar, artwork detail). */
export function ExportButton({ artworkIds }: ExportButtonProps) {
  const [opened, setOpened] = useState(false);
  const session = useSession();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} />}
        onClick={() => {
          setOpened(true);
        }}
        style={{ flexShrink: 0 }}
      >
        Export
      </Button>
      {opened ? (
        <ExportWizardModal
          opened={opened}
          artworkIds={artworkIds}
          organisation={session?.user.organisation ?? null}
          onClose={() => {
            setOpened(false);
          }}
        />
      ) : null}
    </>
  );
}
