import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../data/session/use-session';

// The wizard and its form load when first opened: the list's first load stays small.
const ExportWizardModal = lazy(() =>
  import('./export-wizard-modal').then((m) => ({ default: m.ExportWizardModal })),
);

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
        <Suspense fallback={null}>
          <ExportWizardModal
            opened={opened}
            artworkIds={artworkIds}
            withoutPrice={withoutPrice}
            organisation={session?.user.organisation ?? null}
            onClose={() => {
              setOpened(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
