import { useDocumentTitle } from '@mantine/hooks';
import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import classes from './auth-frame.module.css';

interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Above the title, e.g. the onboarding progress. */
  top?: ReactNode;
  children: ReactNode;
  /** Below the form, e.g. links to the other account pages. */
  footer?: ReactNode;
  /** Wider column for the plan and role screens. */
  wide?: boolean;
}

/** "30-day" never breaks at its hyphen. */
function keepHyphenatedTogether(text: string): ReactNode {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Signed-out pages: a quiet gallery wall beside the form on desktop, the form alone on a phone. */
export function AuthFrame({
  title,
  subtitle,
  top,
  children,
  footer,
  wide = false,
}: AuthFrameProps) {
  useDocumentTitle(`${title} · Archive`);
  return (
    <div className={classes.root}>
      <aside className={classes.wall} aria-hidden="true">
        <div className={classes.wallLogo}>
          <Logo size="md" />
        </div>
        <div className={classes.hang}>
          <div className={classes.frame}>
            <div className={classes.canvas}>
              <span className={classes.shapeA} />
              <span className={classes.shapeB} />
              <span className={classes.shapeC} />
            </div>
          </div>
          <div className={classes.label}>
            <Text fz="xs" fw={600} tt="uppercase" lts="0.08em" c="ink.8">
              Archive
            </Text>
            <Text fz="xs" c="var(--archive-muted)" fs="italic">
              Every work, its story and its people — in one calm place.
            </Text>
            <Text fz="xs" c="var(--archive-muted)">
              Works offline, syncs when you are back.
            </Text>
          </div>
        </div>
      </aside>
      <main className={classes.main}>
        <div className={classes.mobileLogo}>
          <Logo size="md" />
        </div>
        <Box className={classes.column} maw={wide ? 720 : 420}>
          <Stack gap="xl">
            {top}
            <Stack gap={8}>
              <Title order={1} fz={{ base: '1.75rem', sm: '2.125rem' }}>
                {keepHyphenatedTogether(title)}
              </Title>
              {subtitle ? <Text c="var(--archive-muted)">{subtitle}</Text> : null}
            </Stack>
            {children}
            {footer ? <div className={classes.footer}>{footer}</div> : null}
          </Stack>
        </Box>
      </main>
    </div>
  );
}
