import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, fetched only when a Stripe card form or payment confirmation needs it. */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
