import { Badge, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { CHANGELOG, HELPER_MESSAGES } from '@archive/domain/helpers/helpers.messages';

/** The feature changelog modal (spec sections 1 and 2): versions 1.7, 1.6 and 1.5. */
export function ChangelogModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={HELPER_MESSAGES.changelogTitle}
      size="lg"
      data-modal="feature_changelog"
    >
      <Stack gap="lg">
        {CHANGELOG.map((entry) => (
          <Stack key={entry.version} gap={6}>
            <Group gap="xs">
              <Badge variant="light" color="sienna">
                {entry.version}
              </Badge>
              <Title order={3} fz="md">
                {entry.title}
              </Title>
            </Group>
            <List spacing={4} fz="sm">
              {entry.items.map((item) => (
                <List.Item key={item}>
                  <Text fz="sm">{item}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>{HELPER_MESSAGES.changelogClose}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
