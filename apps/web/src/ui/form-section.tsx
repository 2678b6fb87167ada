import { Button, Collapse, Group, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconEraser } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** Absent: no Clear button (multi-edit, where clearing would wipe every artwork). */
  onClear?: () => void;
  children: ReactNode;
}

/** A collapsible section of a record's form (contact, artwork) with its own Clear button. */
export function FormSection({ title, onClear, children }: FormSectionProps) {
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Paper withBorder radius={4} p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb={opened ? 'lg' : 0}>
        <UnstyledButton onClick={toggle} aria-expanded={opened}>
          <Group gap="xs">
            <IconChevronDown
              size={18}
              style={{
                transform: opened ? undefined : 'rotate(-90deg)',
                transition: 'transform 150ms',
              }}
            />
            <Title order={2} fz="xl" fw={420}>
              {title}
            </Title>
          </Group>
        </UnstyledButton>
        {onClear ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconEraser size={14} />}
            onClick={onClear}
            aria-label={`Clear ${title}`}
          >
            Clear
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={opened}>
        <Stack gap="md">{children}</Stack>
      </Collapse>
    </Paper>
  );
}
