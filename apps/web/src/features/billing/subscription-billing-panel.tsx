import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowsExchange,
  IconCreditCard,
  IconPlayerPlay,
  IconReceipt,
  IconX,
} from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BillingState, Subscription } from '@archive/domain/billing/billing.schema';
import {
  BILLING_NOTICES,
  BILLING_TOASTS,
  SUBSCRIPTION_LABELS,
  cancelSubscriptionNotice,
  restartSubscriptionNotice,
} from '@archive/domain/messages/billing-messages';
import { findPlan, formatEuro } from '@archive/domain/plans/plans';
import { NO_PLAN } from '@archive/domain/user/user.schema';
import { isApiError } from '../../data/api/api-client';
import {
  cancelSubscription,
  changeSubscription,
  getSubscription,
  restartSubscription,
} from '../../data/api/billing-api';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { formatLongDate } from '../../ui/format-date';
import { SettingsSection } from '../../ui/settings-section';
import { StoredCard } from '../../ui/stored-card';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../ui/toast';
import { settlePayment, usePaymentConfirmation } from './payment-confirmation';
import { UpdateCardModal } from './update-card-modal';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; state: BillingState };

type Action = 'change' | 'cancel' | 'restart';

const CARD_DESCRIPTION = 'The card your subscription is charged to.';
const SUBSCRIPTION_DESCRIPTION = 'Your plan, its status and the current billing period.';

/** Spec section 4: 'Cancelled' if activePlan is 'none' or cancelAtPeriodEnd, else 'Active'. */
function isCancelled(state: BillingState, subscription: Subscription): boolean {
  return state.activePlan === NO_PLAN || subscription.cancelAtPeriodEnd;
}

function inTrial(subscription: Subscription): boolean {
  return subscription.trialEnd !== null && Date.parse(subscription.trialEnd) > Date.now();
}

function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="baseline">
      <Text fz="sm" c="var(--archive-muted)">
        {label}
      </Text>
      <Text fz="sm" c="ink.9" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function PanelSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading subscription and billing">
      {[CARD_DESCRIPTION, SUBSCRIPTION_DESCRIPTION].map((key) => (
        <SettingsSection
          key={key}
          title={key === CARD_DESCRIPTION ? 'Card details' : 'Subscription'}
          description={key}
        >
          <Stack gap="sm">
            <Skeleton h={22} w="60%" />
            <Skeleton h={16} w="40%" />
            <Skeleton h={16} w="80%" />
            <Skeleton h={36} w={160} mt="xs" />
          </Stack>
        </SettingsSection>
      ))}
    </Stack>
  );
}

/** Settings tab 3: card details and subscription details, with their changes. */
export function SubscriptionBillingPanel() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<Action | null>(null);
  const [cardOpened, cardModal] = useDisclosure(false);
  const [confirming, setConfirming] = useState<'cancel' | 'restart' | null>(null);
  const { confirmPayment, modal: paymentModal } = usePaymentConfirmation();
  const closeConfirm = () => {
    if (busy === null) setConfirming(null);
  };

  const load = useCallback(async (quiet: boolean) => {
    if (!quiet) setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'ready', state: await getSubscription() });
    } catch (error) {
      if (isApiError(error, 404)) {
        setLoaded({
          status: 'ready',
          state: {
            accessLevel: 0,
            activePlan: NO_PLAN,
            paymentStatus: 'NONE',
            subscription: null,
            card: null,
          },
        });
      } else if (!quiet) setLoaded({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  if (loaded.status === 'loading') return <PanelSkeleton />;
  if (loaded.status === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} stroke={1.6} />}
        title={BILLING_NOTICES.billingLoadFailed}
      >
        <Button variant="default" size="xs" mt="xs" onClick={() => void load(false)}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { state } = loaded;
  const { subscription } = state;
  if (!subscription) {
    return (
      <EmptyState
        icon={<IconReceipt size={26} stroke={1.4} />}
        title={BILLING_NOTICES.noSubscriptionTitle}
        description={BILLING_NOTICES.noSubscriptionBody}
        actions={
          <Button component={Link} to="/pay">
            Choose a plan
          </Button>
        }
      />
    );
  }

  const plan = findPlan(subscription.plan);
  const alternative = plan ? findPlan(plan.alternativePlan) : undefined;
  const cancelled = isCancelled(state, subscription);
  const trial = inTrial(subscription);
  const periodEnd = formatLongDate(subscription.currentPeriodEnd);

  async function run(
    action: Action,
    call: () => Promise<BillingState>,
    success: () => void,
    failure: string,
  ) {
    setBusy(action);
    try {
      const next = await call();
      await settlePayment(next, confirmPayment);
      setLoaded({ status: 'ready', state: next });
      success();
      setConfirming(null);
      // A confirmed payment changes the state after the answer: read it again.
      void load(true);
    } catch {
      showErrorToast(failure);
    } finally {
      setBusy(null);
    }
  }

  const subscriptionId = subscription.subscriptionId;

  return (
    <Stack gap="lg">
      <SettingsSection title="Card details" description={CARD_DESCRIPTION}>
        <Stack gap="md" align="flex-start">
          {state.card ? (
            <StoredCard card={state.card} />
          ) : (
            <Text fz="sm" c="var(--archive-muted)">
              {BILLING_NOTICES.noCardOnFile}
            </Text>
          )}
          <Button
            variant="default"
            leftSection={<IconCreditCard size={16} stroke={1.6} />}
            onClick={cardModal.open}
          >
            Update card
          </Button>
        </Stack>
      </SettingsSection>

      <SettingsSection title="Subscription" description={SUBSCRIPTION_DESCRIPTION}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="xs">
            <Title order={4} fz="1.125rem" fw={600}>
              {plan?.label ?? subscription.plan}
            </Title>
            <Group gap={6}>
              {trial ? (
                <Badge color="sienna" variant="light" radius="xs" tt="none">
                  {SUBSCRIPTION_LABELS.freeTrial}
                </Badge>
              ) : null}
              <Badge color={cancelled ? 'yellow' : 'teal'} variant="light" radius="xs" tt="none">
                {cancelled ? SUBSCRIPTION_LABELS.cancelled : SUBSCRIPTION_LABELS.active}
              </Badge>
            </Group>
          </Group>
          <Stack gap={8}>
            {plan ? (
              <DetailRow
                label="Price"
                value={`${formatEuro(plan.price)} / ${plan.billingPeriod === 'yearly' ? 'year' : 'month'}`}
              />
            ) : null}
            <DetailRow
              label="Billing period starts"
              value={formatLongDate(subscription.currentPeriodStart)}
            />
            <DetailRow label="Billing period ends" value={periodEnd} />
            {trial && subscription.trialEnd ? (
              <DetailRow label="Free trial ends" value={formatLongDate(subscription.trialEnd)} />
            ) : null}
            {cancelled ? <DetailRow label="Access until" value={periodEnd} /> : null}
          </Stack>
          <Group gap="sm" mt="xs">
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} stroke={1.6} />}
              disabled={!alternative || cancelled || busy !== null}
              loading={busy === 'change'}
              onClick={() => {
                if (!alternative) return;
                void run(
                  'change',
                  () => changeSubscription({ subscriptionId, newPlan: alternative.id }),
                  () => {
                    showSuccessToast(BILLING_TOASTS.subscriptionChanged);
                  },
                  BILLING_TOASTS.changeFailed,
                );
              }}
            >
              Change billing period
            </Button>
            {cancelled ? (
              <Button
                leftSection={<IconPlayerPlay size={16} stroke={1.6} />}
                disabled={busy !== null}
                onClick={() => {
                  setConfirming('restart');
                }}
              >
                Restart subscription
              </Button>
            ) : (
              <Button
                color="red"
                variant="outline"
                leftSection={<IconX size={16} stroke={1.6} />}
                disabled={busy !== null}
                onClick={() => {
                  setConfirming('cancel');
                }}
              >
                Cancel subscription
              </Button>
            )}
          </Group>
          {alternative && !cancelled ? (
            <Text fz="xs" c="var(--archive-muted)">
              Changing the billing period switches to {alternative.label} (
              {formatEuro(alternative.price)} /{' '}
              {alternative.billingPeriod === 'yearly' ? 'year' : 'month'}
              {alternative.discount > 0 ? `, save ${alternative.discount}%` : ''}).
            </Text>
          ) : null}
        </Stack>
      </SettingsSection>

      <ConfirmModal
        opened={confirming === 'cancel'}
        title={BILLING_NOTICES.cancelTitle}
        body={cancelSubscriptionNotice(periodEnd)}
        cancelLabel="Keep subscription"
        confirmLabel="Cancel subscription"
        busy={busy === 'cancel'}
        onClose={closeConfirm}
        onConfirm={() =>
          void run(
            'cancel',
            () => cancelSubscription({ subscriptionId }),
            () => {
              showWarningToast(BILLING_TOASTS.subscriptionCancelled);
            },
            BILLING_TOASTS.cancelFailed,
          )
        }
      />

      <ConfirmModal
        opened={confirming === 'restart'}
        title={BILLING_NOTICES.restartTitle}
        body={restartSubscriptionNotice(plan?.label ?? subscription.plan)}
        cancelLabel="Not now"
        confirmLabel="Restart subscription"
        destructive={false}
        busy={busy === 'restart'}
        onClose={closeConfirm}
        onConfirm={() =>
          void run(
            'restart',
            () => restartSubscription({ subscriptionId }),
            () => {
              showSuccessToast(BILLING_TOASTS.subscriptionRestarted);
            },
            BILLING_TOASTS.restartFailed,
          )
        }
      />

      <UpdateCardModal
        opened={cardOpened}
        onClose={cardModal.close}
        onUpdated={(next) => {
          setLoaded({ status: 'ready', state: next });
          void load(true);
        }}
        confirmPayment={confirmPayment}
      />
      {paymentModal}
    </Stack>
  );
}
