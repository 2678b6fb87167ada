/** How a card behaves with the local provider and the fake Stripe: Stripe's test cards. */
export type CardBehaviour = 'succeeds' | 'declined' | 'requires_action' | 'fails_charge';

/** Stripe's documented test card numbers; any other valid number succeeds. */
export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requires_action',
  '4000000000000341': 'fails_charge',
};

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

export function cardBehaviour(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'succeeds';
}

/** A charge with this card: succeeds, needs the customer to confirm, or fails. */
export function chargeOutcome(
  behaviour: CardBehaviour,
): 'succeeded' | 'requires_action' | 'failed' {
  if (behaviour === 'succeeds') return 'succeeded';
  if (behaviour === 'requires_action') return 'requires_action';
  return 'failed';
}
