import { Stack, Text } from '@mantine/core';

/**
 * One figure with its label above it (a room's visits, what an archive holds). `item` makes it
 * a list item, for figures that are read as a list.
 */
export function Figure({ label, value, item }: { label: string; value: string; item?: boolean }) {
  return (
    <Stack gap={0} {...(item === true ? { component: 'li' as const } : {})}>
      <Text fz="xs" c="var(--archive-muted)">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
