import { Group, Stack, Text } from '@mantine/core';

const STEPS = ['Your role', 'Profile details', 'Plan and payment'] as const;

interface OnboardingStepsProps {
  /** 0-based index of the current step. */
  active: 0 | 1 | 2;
}

/** The three onboarding steps as a quiet progress rule. */
export function OnboardingSteps({ active }: OnboardingStepsProps) {
  return (
    <Stack gap={10} aria-label="Onboarding progress">
      <Text fz="xs" fw={600} tt="uppercase" lts="0.08em" c="var(--archive-muted)">
        Step {active + 1} of {STEPS.length}
      </Text>
      <Group
        gap={8}
        wrap="nowrap"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {STEPS.map((label, index) => (
          <Stack
            key={label}
            gap={6}
            component="li"
            style={{ flex: 1 }}
            aria-current={index === active ? 'step' : undefined}
          >
            <div
              style={{
                height: 3,
                borderRadius: 2,
                background: index <= active ? '#1f1d1a' : 'var(--archive-rule)',
                transition: 'background 300ms ease',
              }}
            />
            <Text
              fz="xs"
              c={index === active ? 'ink.9' : 'var(--archive-muted)'}
              fw={index === active ? 600 : 400}
            >
              {label}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
