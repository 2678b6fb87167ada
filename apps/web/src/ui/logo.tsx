import { Group, Text } from '@mantine/core';
import { SERIF } from './font-stacks';

interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
}

const MARK_SIZE = { sm: 20, md: 24, lg: 30 } as const;
const TEXT_SIZE = { sm: '1.125rem', md: '1.3rem', lg: '1.6rem' } as const;

/** The Archive mark: a frame around a small sienna square, and the wordmark. */
export function Logo({ size = 'md' }: LogoProps) {
  const mark = MARK_SIZE[size];
  return (
    <Group gap={10} wrap="nowrap" aria-label="Archive">
      <svg width={mark} height={mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect x="3" y="3" width="26" height="26" fill="none" stroke="#1f1d1a" strokeWidth="2.5" />
        <rect x="11" y="11" width="10" height="10" fill="#b4532a" />
      </svg>
      <Text
        component="span"
        ff={SERIF}
        fz={TEXT_SIZE[size]}
        fw={500}
        lh={1}
        c="ink.9"
        style={{ letterSpacing: '0.01em' }}
      >
        Archive
      </Text>
    </Group>
  );
}
