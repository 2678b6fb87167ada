import { Badge, Divider, Group, Paper, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { chargeDateAfterTrial } from '@archive/domain/billing/card-form.schema';
import { findPlan, formatEuro, plansForRole } from '@archive/domain/plans/plans';
import type { BillingPeriod, Plan, PlanId } from '@archive/domain/plans/plans';
import type { UserRole } from '@archive/domain/user/user-role';
import { formatLongDate } from '../../ui/format-date';
import { SERIF } from '../../ui/font-stacks';
import classes from './plan-checkout.module.css';

const PERIOD_LABEL: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };
const INCLUDED = [
  'Unlimited artworks, images and contacts',
  'Works offline, syncs across your devices',
  'Exports, labels, viewing rooms and sharing',
];

interface PlanCheckoutProps {
  role: UserRole;
  value: PlanId | null;
  onChange: (planId: PlanId) => void;
  error?: string | undefined;
  /** Days of free trial the account gets; the summary shows what is due now accordingly. */
  trialDays: number;
  /** false when the checkout shows the summary itself, next to its submit button. */
  withSummary?: boolean;
}

/** The role's plans with a monthly / yearly switch, and the pricing summary of the choice. */
export function PlanCheckout({
  role,
  value,
  onChange,
  error,
  trialDays,
  withSummary = true,
}: PlanCheckoutProps) {
  const plans = plansForRole(role);
  const selected = value ? findPlan(value) : undefined;
  const [period, setPeriod] = useState<BillingPeriod>(selected?.billingPeriod ?? 'yearly');
  const yearlyDiscount = plans.find((plan) => plan.billingPeriod === 'yearly')?.discount ?? 0;
  const shown = plans.filter((plan) => plan.billingPeriod === period);

  function handlePeriodChange(next: string) {
    const nextPeriod: BillingPeriod = next === 'monthly' ? 'monthly' : 'yearly';
    setPeriod(nextPeriod);
    if (selected && selected.billingPeriod !== nextPeriod) onChange(selected.alternativePlan);
  }

  return (
    <Stack gap="lg">
      <SegmentedControl
        value={period}
        onChange={handlePeriodChange}
        aria-label="Billing period"
        fullWidth
        size="md"
        data={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: `Yearly · save ${yearlyDiscount}%` },
        ]}
      />
      <Radio.Group
        value={value && shown.some((plan) => plan.id === value) ? value : null}
        onChange={(next) => {
          const plan = findPlan(next);
          if (plan) onChange(plan.id);
        }}
        label="Plan"
        error={error}
        name="plan"
      >
        <Stack gap="sm" mt="xs">
          {shown.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </Stack>
      </Radio.Group>
      {selected && withSummary ? <PricingSummary plan={selected} trialDays={trialDays} /> : null}
    </Stack>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Radio.Card value={plan.id} className={classes.card} aria-label={plan.label}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio.Indicator mt={4} />
        <Stack gap={10} style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Text fw={600} c="ink.9">
                {plan.label}
              </Text>
              <Text fz="sm" c="var(--archive-muted)">
                {plan.billingPeriod === 'yearly'
                  ? `${formatEuro(plan.price)} billed yearly`
                  : `${formatEuro(plan.price)} billed monthly`}
              </Text>
            </div>
            <Stack gap={4} align="flex-end">
              <Text ff={SERIF} fz={28} lh={1} c="ink.9">
                {formatEuro(plan.priceForMonth)}
                <Text component="span" fz="sm" c="var(--archive-muted)" ff="inherit">
                  {' '}
                  / month
                </Text>
              </Text>
              {plan.discount > 0 ? (
                <Badge color="sienna" variant="light" radius="xs" tt="none">
                  Save {plan.discount}%
                </Badge>
              ) : null}
            </Stack>
          </Group>
          <Stack gap={4}>
            {INCLUDED.map((line) => (
              <Group key={line} gap={8} wrap="nowrap">
                <IconCheck size={14} stroke={2} color="#b4532a" aria-hidden="true" />
                <Text fz="sm" c="ink.8">
                  {line}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text fz="sm" c={strong ? 'ink.9' : 'var(--archive-muted)'} fw={strong ? 600 : 400}>
        {label}
      </Text>
      <Text fz="sm" c="ink.9" fw={strong ? 600 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** Prices per month, billing period, saving, subtotal, VAT, the trial and what is due now. */
export function PricingSummary({ plan, trialDays }: { plan: Plan; trialDays: number }) {
  const chargeDate = formatLongDate(chargeDateAfterTrial(trialDays));
  const every = plan.billingPeriod === 'yearly' ? 'every year' : 'every month';
  return (
    <Paper
      withBorder
      p="lg"
      bg="var(--archive-surface)"
      aria-label="Pricing summary"
      component="section"
    >
      <Stack gap={10}>
        <Text fz="xs" fw={600} tt="uppercase" lts="0.08em" c="var(--archive-muted)">
          Summary
        </Text>
        <SummaryRow label="Plan" value={plan.label} />
        <SummaryRow label="Price per month" value={formatEuro(plan.priceForMonth)} />
        <SummaryRow label="Billing period" value={PERIOD_LABEL[plan.billingPeriod]} />
        {plan.discount > 0 ? (
          <SummaryRow label="You save" value={`${plan.discount}% against monthly`} />
        ) : null}
        <Divider color="var(--archive-rule)" />
        <SummaryRow label="Subtotal" value={formatEuro(plan.price)} />
        <SummaryRow label="VAT" value="Added by your billing country" />
        {trialDays > 0 ? (
          <SummaryRow label={`${trialDays}-day free trial`} value={`− ${formatEuro(plan.price)}`} />
        ) : null}
        <Divider color="var(--archive-rule)" />
        <SummaryRow label="Due now" value={formatEuro(trialDays > 0 ? 0 : plan.price)} strong />
        <Text fz="xs" c="var(--archive-muted)">
          {trialDays > 0 ? (
            <>
              First charge of {formatEuro(plan.price)} plus VAT on {chargeDate}, then {every}.
              Cancel any time before then and nothing is charged.
            </>
          ) : (
            <>
              {formatEuro(plan.price)} plus VAT is charged today, then {every}. Cancel any time;
              your access continues to the end of the period.
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
