import { isApiError } from '../../data/api/api-client';

/** The card provider refused the card (Stripe card_error, or the local provider's 402). */
export class CardDeclinedError extends Error {
  constructor() {
    super('card declined');
    this.name = 'CardDeclinedError';
  }
}

/** A payment that needed the person's confirmation was cancelled or not confirmed. */
export class PaymentNotConfirmedError extends Error {
  constructor() {
    super('payment not confirmed');
    this.name = 'PaymentNotConfirmedError';
  }
}

/** Shows 'Failed processing payment method. Please try a different card' on the card form. */
export function isCardDeclined(error: unknown): boolean {
  return (
    error instanceof CardDeclinedError || (isApiError(error, 402) && error.code === 'CARD_DECLINED')
  );
}
