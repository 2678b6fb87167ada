import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../data/session/use-session';
import { ExportWizardModal } from './export-wizard-modal';

interface ExportButtonProps {
  artworkIds: readonly string[];
  /** How many of them have no price (the priced documents warn). */
  withoutPrice: number;
}

/** Opens the export wizard for these artworks (selection bar, artwork detail). */
export function ExportButton({ artworkIds, withoutPrice }: ExportButtonProps) {
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
          withoutPrice={withoutPrice}
          organisation={session?.user.organisation ?? null}
          onClose={() => {
            setOpened(false);
          }}
        />
      ) : null}
    </>
  );
}
