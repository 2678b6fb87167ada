import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One block of a settings tab: its title and explanation beside (or above) its content. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  return (
    <Card>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap={4} w={{ base: '100%', sm: 260 }}>
          <Title order={3} fz="1.25rem">
            {title}
          </Title>
          <Text fz="sm" c="var(--archive-muted)">
            {description}
          </Text>
        </Stack>
        <div style={{ flex: 1, minWidth: 240, maxWidth: 560 }}>{children}</div>
      </Group>
    </Card>
  );
}
