import { ActionIcon, Button, Tooltip, type ButtonProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconDeviceFloppy, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FloatingBar } from '../../../ui/floating-bar';

export type SaveKind = 'save' | 'copy' | 'new';

interface ArtworkSaveBarProps {
  saving: SaveKind | null;
  dirty: boolean;
  onSave: (kind: SaveKind) => void;
  onReset: () => void;
  /** Absent on /artworks/add. */
  onDelete?: () => void;
}

/** On a phone the secondary actions are icons (named by their label), so the bar stays one row. */
function SecondaryAction(props: {
  compact: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
  color?: string;
  variant: ButtonProps['variant'];
  pushLeft?: boolean;
  loading?: boolean;
}) {
  const { compact, label, icon, ...rest } = props;
  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon
          size="lg"
          aria-label={label}
          onClick={rest.onClick}
          disabled={rest.disabled}
          color={rest.color}
          variant={rest.variant}
          loading={rest.loading}
          mr={rest.pushLeft ? 'auto' : undefined}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      leftSection={icon}
      onClick={rest.onClick}
      disabled={rest.disabled}
      color={rest.color}
      variant={rest.variant}
      loading={rest.loading}
      mr={rest.pushLeft ? 'auto' : undefined}
    >
      {label}
    </Button>
  );
}

/** Save, save and copy, save and new, reset and (on details) delete (spec section 2). */
export function ArtworkSaveBar({ saving, dirty, onSave, onReset, onDelete }: ArtworkSaveBarProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const busy = saving !== null;
  return (
    <FloatingBar gap={phone ? 'xs' : 'sm'}>
      {onDelete ? (
        <SecondaryAction
          compact={phone}
          label="Delete"
          icon={<IconTrash size={16} />}
          color="red"
          variant="subtle"
          onClick={onDelete}
          disabled={busy}
          pushLeft
        />
      ) : null}
      <SecondaryAction
        compact={phone}
        label="Reset"
        icon={<IconRestore size={16} />}
        variant="default"
        onClick={onReset}
        disabled={!dirty || busy}
      />
      <SecondaryAction
        compact={phone}
        label="Save and new"
        icon={<IconPlus size={16} />}
        variant="default"
        loading={saving === 'new'}
        disabled={busy && saving !== 'new'}
        onClick={() => {
          onSave('new');
        }}
      />
      <SecondaryAction
        compact={phone}
        label="Save and copy"
        icon={<IconCopy size={16} />}
        variant="default"
        loading={saving === 'copy'}
        disabled={busy && saving !== 'copy'}
        onClick={() => {
          onSave('copy');
        }}
      />
      <Button
        type="submit"
        leftSection={<IconDeviceFloppy size={16} />}
        loading={saving === 'save'}
        disabled={busy && saving !== 'save'}
      >
        Save
      </Button>
    </FloatingBar>
  );
}
