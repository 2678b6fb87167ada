import { useDocumentTitle } from '@mantine/hooks';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Shown above the title, e.g. a back button. */
  before?: ReactNode;
}

export function PageHeader({ title, description, actions, before }: PageHeaderProps) {
  useDocumentTitle(`${title} · Archive`);
  return (
    <Stack gap="xs" mb={{ base: 'lg', sm: 'xl' }}>
      {before}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6}>
          <Title order={1} fz={{ base: '1.875rem', sm: '2.5rem' }}>
            {title}
          </Title>
          {description ? (
            <Text c="var(--archive-muted)" maw={620}>
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
