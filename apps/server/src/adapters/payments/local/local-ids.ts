import { randomBytes } from 'node:crypto';

/** Stripe-style object ids (`cus_…`, `pm_…`, `sub_…`, `in_…`, `pi_…`, `evt_…`). */
export function localId(prefix: string): string {
  return `${prefix}_local${randomBytes(12).toString('hex')}`;
}

/** A payment intent's client secret, shaped like Stripe's (`pi_…_secret_…`). */
export function clientSecretFor(paymentIntentId: string): string {
  return `${paymentIntentId}_secret_${randomBytes(16).toString('hex')}`;
}
