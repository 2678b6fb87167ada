import { useDocumentTitle } from '@mantine/hooks';
import { Button, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUCCESS_REDIRECT_MS } from '@archive/domain/app/app-constants';

interface SuccessRedirectProps {
  title: string;
  description: string;
  to: string;
  actionLabel: string;
}

/** A success page that moves on by itself after SUCCESS_REDIRECT_MS. */
export function SuccessRedirect({ title, description, to, actionLabel }: SuccessRedirectProps) {
  const navigate = useNavigate();
  useDocumentTitle(`${title} · Archive`);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const started = Date.now();
    const tick = window.setInterval(() => {
      setProgress(Math.min(100, ((Date.now() - started) / SUCCESS_REDIRECT_MS) * 100));
    }, 100);
    const leave = window.setTimeout(
      () => void navigate(to, { replace: true }),
      SUCCESS_REDIRECT_MS,
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(leave);
    };
  }, [navigate, to]);

  return (
    <Stack
      align="center"
      ta="center"
      gap="lg"
      py={{ base: 56, sm: 112 }}
      px="lg"
      maw={520}
      mx="auto"
    >
      <ThemeIcon size={64} radius="xl" color="ink">
        <IconCheck size={30} stroke={1.8} />
      </ThemeIcon>
      <Title order={1} fz={{ base: '2rem', sm: '2.5rem' }}>
        {title}
      </Title>
      <Text c="var(--archive-muted)" fz="lg">
        {description}
      </Text>
      <Progress value={progress} w={200} size="xs" color="ink" aria-hidden="true" />
      <Button component={Link} to={to} replace>
        {actionLabel}
      </Button>
    </Stack>
  );
}
