import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}

/** A quiet, centred invitation shown where a list has nothing in it yet. */
export function EmptyState({ icon, title, description, actions }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      gap="md"
      py={{ base: 48, sm: 80 }}
      px="lg"
      ta="center"
      style={{
        border: '1px dashed var(--archive-rule)',
        borderRadius: 4,
        background: 'var(--archive-surface-raised)',
      }}
    >
      <ThemeIcon size={56} radius="xl" variant="light" color="stone">
        {icon}
      </ThemeIcon>
      <Title order={3} fw={420}>
        {title}
      </Title>
      <Text c="var(--archive-muted)" maw={440}>
        {description}
      </Text>
      {actions}
    </Stack>
  );
}
