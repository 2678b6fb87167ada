import type { Ref } from 'react';

/** What a checkout asks of the card form, whichever provider draws it. */
export interface CardEntryHandle {
  /** Checks the card fields and shows their errors; true when they are complete and valid. */
  validate: () => Promise<boolean>;
  /**
   * Turns the (validated) card into a payment method id. Throws CardDeclinedError when the
   * provider refuses the card, any other error when it cannot be reached.
   */
  createPaymentMethod: () => Promise<string>;
}

export interface CardEntryProps {
  ref?: Ref<CardEntryHandle>;
  /** Shows 'Failed processing payment method. Please try a different card'. */
  declined?: boolean;
  /** Called when the person edits the card, e.g. to clear `declined`. */
  onEdit?: () => void;
  disabled?: boolean;
}
