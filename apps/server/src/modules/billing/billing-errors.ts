import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { BILLING_MESSAGES } from '@archive/domain/messages/billing-messages';
import { isPaymentError } from '../../adapters/payments/payments-port';
import { AppError } from '../../lib/app-error';

/** A provider failure as an API answer: 402 for card and payment trouble, never a 500. */
export function toBillingError(
  error: unknown,
  notFoundMessage: string = API_MESSAGES.notFound,
): unknown {
  if (!isPaymentError(error)) return error;
  switch (error.kind) {
    case 'card_declined':
      return new AppError(402, 'CARD_DECLINED', BILLING_MESSAGES.invalidCard);
    case 'not_found':
      return new AppError(404, 'NOT_FOUND', notFoundMessage);
    case 'signature_invalid':
      return new AppError(
        400,
        'WEBHOOK_SIGNATURE_INVALID',
        BILLING_MESSAGES.webhookSignatureInvalid,
      );
    case 'invalid_request':
      return error.field === undefined
        ? new AppError(400, 'VALIDATION', BILLING_MESSAGES.subscriptionFailed)
        : new AppError(400, 'VALIDATION', error.message, error.field);
    case 'payment_failed':
      return new AppError(402, 'PAYMENT_FAILED', BILLING_MESSAGES.paymentFailed);
  }
}

/** Runs a provider call and answers its failure as toBillingError says. */
export async function providerCall<T>(
  work: () => Promise<T>,
  notFoundMessage?: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBillingError(error, notFoundMessage);
  }
}
