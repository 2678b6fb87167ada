import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { recordEvent } from '../../data/helpers/app-events';
import { IconLock } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import type { ReactNode, SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { billingAddressSchema } from '@archive/domain/billing/billing.schema';
import type { BillingAddress } from '@archive/domain/billing/billing.schema';
import { trialDaysFor } from '@archive/domain/billing/card-form.schema';
import { BILLING_MESSAGES, BILLING_TOASTS } from '@archive/domain/messages/billing-messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { findPlan, plansForRole } from '@archive/domain/plans/plans';
import type { PlanId } from '@archive/domain/plans/plans';
import type { User } from '@archive/domain/user/user.schema';
import { createSubscription, refreshBillingSession } from '../../data/api/billing-api';
import { markCheckoutCompleted } from '../../data/billing/checkout-state';
import {
  clearSelectedPlan,
  getSelectedPlan,
  setSelectedPlan,
} from '../../data/onboarding/selected-plan';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { isCardDeclined } from './billing-errors';
import { CardEntry } from './card-entry';
import type { CardEntryHandle } from './card-entry-handle';
import { BillingAddressFields } from './billing-address-fields';
import { settlePayment, usePaymentConfirmation } from './payment-confirmation';
import { PlanCheckout, PricingSummary } from './plan-checkout';

const EMPTY_ADDRESS: BillingAddress = { addressLine1: '', city: '', postalCode: '', country: '' };

function CheckoutSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="1.25rem">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}

/** The trial an account gets on /pay: a new account's 30 days, or none (spec section 4). */
export function useTrialDays(user: User): number {
  const [days] = useState(() => trialDaysFor(user.dateCreated));
  return days;
}

interface CheckoutFormProps {
  user: User;
}

/**
 * Plan, card, billing address and summary; submit creates the subscription
 * (POST /v1/subscription), confirms the payment if the bank asks, and opens /welcome.
 */
export function CheckoutForm({ user }: CheckoutFormProps) {
  const navigate = useNavigate();
  const trialDays = useTrialDays(user);
  const card = useRef<CardEntryHandle>(null);
  const { confirmPayment, modal } = usePaymentConfirmation();
  const [planId, setPlanId] = useState<PlanId | null>(
    () =>
      getSelectedPlan() ??
      plansForRole(user.role).find((plan) => plan.billingPeriod === 'yearly')?.id ??
      null,
  );
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const {
    control,
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<BillingAddress, unknown, BillingAddress>({
    mode: 'onTouched',
    resolver: zodResolver(billingAddressSchema),
    defaultValues: EMPTY_ADDRESS,
  });
  const plan = planId ? findPlan(planId) : undefined;

  function handlePlanChange(next: PlanId) {
    setPlanId(next);
    setSelectedPlan(next);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setDeclined(false);
    const [addressValid, cardValid] = await Promise.all([
      trigger(),
      card.current ? card.current.validate() : Promise.resolve(false),
    ]);
    if (!plan || !addressValid || !cardValid || !card.current) {
      setInvalidSubmit(true);
      return;
    }
    setInvalidSubmit(false);
    setSubmitting(true);
    try {
      const paymentMethod = await card.current.createPaymentMethod();
      // The session is refreshed once this checkout is marked completed (below): before that,
      // on /pay a fresh access level would send the person to /artworks instead of /welcome.
      const state = await createSubscription(
        {
          plan: plan.id,
          payment_method: paymentMethod,
          trial_period_days: trialDays,
          address: billingAddressSchema.parse(getValues()),
        },
        { refreshSession: false },
      );
      await settlePayment(state, confirmPayment, { refreshSession: false, newPayment: true });
      clearSelectedPlan();
      markCheckoutCompleted();
      // The stored user carries the plan before /welcome shows, so any page opened from
      // there (settings, a reload) sees the access just paid for.
      await refreshBillingSession();
      showSuccessToast(BILLING_TOASTS.subscriptionActive);
      await navigate('/welcome', { replace: true });
    } catch (error) {
      // Spec section 5: a toast and nothing else; the person can try again here.
      showErrorToast(BILLING_MESSAGES.subscriptionFailed);
      recordEvent('payment_failed', BILLING_MESSAGES.subscriptionFailed);
      if (isCardDeclined(error)) setDeclined(true);
      setSubmitting(false);
    }
  }

  return (
    <form noValidate aria-label="Subscribe" onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap={36}>
        <PlanCheckout
          role={user.role}
          value={planId}
          onChange={handlePlanChange}
          error={invalidSubmit && !plan ? FORM_MESSAGES.noPlan : undefined}
          trialDays={trialDays}
          withSummary={false}
        />
        <CheckoutSection
          title="Card details"
          aside={
            <Group gap={6} c="var(--archive-muted)" wrap="nowrap">
              <IconLock size={14} stroke={1.8} aria-hidden="true" />
              <Text fz="xs">Encrypted and never stored in full</Text>
            </Group>
          }
        >
          <CardEntry
            ref={card}
            declined={declined}
            onEdit={() => {
              setDeclined(false);
            }}
            disabled={submitting}
          />
        </CheckoutSection>
        <CheckoutSection title="Billing address">
          <BillingAddressFields
            control={control}
            register={register}
            errors={errors}
            disabled={submitting}
          />
        </CheckoutSection>
        <Stack gap="lg">
          {plan ? <PricingSummary plan={plan} trialDays={trialDays} /> : null}
          <FormErrorAlert visible={invalidSubmit} />
          <Group justify="flex-end">
            <Button type="submit" size="md" miw={220} loading={submitting} fullWidth={false}>
              Start subscription
            </Button>
          </Group>
        </Stack>
      </Stack>
      {modal}
    </form>
  );
}
