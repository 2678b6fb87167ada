import { useDocumentTitle } from '@mantine/hooks';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMail, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';

interface ComingSoonPageProps {
  title: string;
  description: string;
}

/** /artists, /lists, /exhibitions, /events: announced, with a way back and a way to write to us. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  const navigate = useNavigate();
  useDocumentTitle(`${title} · Archive`);

  function handleBack() {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/artworks');
  }

  return (
    <Stack align="center" ta="center" gap="lg" py={{ base: 48, sm: 96 }} maw={560} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" color="sienna">
        <IconSparkles size={28} stroke={1.5} />
      </ThemeIcon>
      <Text fz="xs" fw={600} tt="uppercase" lts="0.12em" c="sienna.7">
        Coming soon
      </Text>
      <Title order={1} fz={{ base: '2rem', sm: '2.75rem' }}>
        {title}
      </Title>
      <Text c="var(--archive-muted)" fz="lg">
        {description}
      </Text>
      <Text c="var(--archive-muted)">{APP_MESSAGES.comingSoon}</Text>
      <Group justify="center" gap="sm" mt="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={handleBack}>
          Go back
        </Button>
        <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} leftSection={<IconMail size={16} />}>
          E-mail us
        </Button>
      </Group>
    </Stack>
  );
}
