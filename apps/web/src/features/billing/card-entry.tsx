import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { CardEntryProps } from './card-entry-handle';
import { LocalCardEntry } from './local-card-entry';
import { usePaymentsConfig } from './use-payments-config';

// Stripe.js and its React bindings load only when the server's provider is Stripe.
const StripeCardEntry = lazy(() => import('./stripe-card-entry'));

function CardEntrySkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the card form">
      <Skeleton h={64} />
      <SimpleGrid cols={2} spacing="md">
        <Skeleton h={64} />
        <Skeleton h={64} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The card form of the server's payment provider (GET /v1/payments/config): Mantine inputs
 * for the local provider, Stripe Elements for Stripe. Both answer a payment method id.
 */
export function CardEntry(props: CardEntryProps) {
  const config = usePaymentsConfig();
  if (!config) return <CardEntrySkeleton />;
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<CardEntrySkeleton />}>
        <StripeCardEntry publishableKey={config.publishableKey} {...props} />
      </Suspense>
    );
  }
  return <LocalCardEntry {...props} />;
}
