import { useEffect, useState } from 'react';
import type { PaymentsConfig } from '@archive/domain/billing/billing.schema';
import { getPaymentsConfig } from '../../data/api/billing-api';

const LOCAL: PaymentsConfig = { provider: 'local', publishableKey: null };
let pending: Promise<PaymentsConfig> | null = null;
let known: PaymentsConfig | null = null;

/**
 * Which card form to show (GET /v1/payments/config), asked once per page load. A server
 * without the call, or a Stripe provider without a publishable key, gets the local form.
 */
export function loadPaymentsConfig(): Promise<PaymentsConfig> {
  pending ??= getPaymentsConfig()
    .then((config) => (config.provider === 'stripe' && !config.publishableKey ? LOCAL : config))
    .catch(() => {
      pending = null;
      return LOCAL;
    })
    .then((config) => {
      known = config;
      return config;
    });
  return pending;
}

/** The payments config, or null while it loads. */
export function usePaymentsConfig(): PaymentsConfig | null {
  const [config, setConfig] = useState<PaymentsConfig | null>(known);
  useEffect(() => {
    if (known) return;
    let active = true;
    void loadPaymentsConfig().then((next) => {
      if (active) setConfig(next);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
