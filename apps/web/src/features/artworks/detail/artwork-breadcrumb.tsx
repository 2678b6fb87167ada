import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** 'Artworks / <title>', with the previous and next buttons on the right when given. */
export function ArtworkBreadcrumb({ current, end }: { current: string; end?: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Breadcrumbs separator="/" fz="sm" style={{ minWidth: 0 }}>
        <Anchor component={Link} to="/artworks" c="var(--archive-muted)">
          Artworks
        </Anchor>
        <Text fz="sm" truncate="end" maw={{ base: 180, sm: 480 }}>
          {current}
        </Text>
      </Breadcrumbs>
      {end}
    </Group>
  );
}
