import { Input, SimpleGrid, Stack } from '@mantine/core';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type {
  StripeCardCvcElementChangeEvent,
  StripeCardExpiryElementChangeEvent,
  StripeCardNumberElementChangeEvent,
  StripeElementStyle,
} from '@stripe/stripe-js';
import { useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CARD_FORM_MESSAGES } from '@archive/domain/messages/billing-messages';
import { CardDeclinedAlert } from './card-declined-alert';
import type { CardEntryProps } from './card-entry-handle';
import { CardDeclinedError } from './billing-errors';
import { getStripe } from './stripe-loader';
import classes from './stripe-field.module.css';

type FieldName = 'number' | 'expiry' | 'cvc';
type ChangeEvent =
  | StripeCardNumberElementChangeEvent
  | StripeCardExpiryElementChangeEvent
  | StripeCardCvcElementChangeEvent;

interface FieldState {
  empty: boolean;
  complete: boolean;
  errorCode: string | null;
  touched: boolean;
  focused: boolean;
}

const INITIAL: FieldState = {
  empty: true,
  complete: false,
  errorCode: null,
  touched: false,
  focused: false,
};

const ELEMENT_STYLE: StripeElementStyle = {
  base: {
    fontFamily: "'Inter Variable', system-ui, sans-serif",
    fontSize: '16px',
    color: '#1f1d1a',
    '::placeholder': { color: '#a8a092' },
  },
  invalid: { color: '#1f1d1a' },
};

/** The domain's card messages for a Stripe field's state. */
function messageFor(name: FieldName, state: FieldState): string | null {
  if (state.complete && !state.errorCode) return null;
  switch (name) {
    case 'number':
      return state.empty ? CARD_FORM_MESSAGES.noCardNumber : CARD_FORM_MESSAGES.invalidCardNumber;
    case 'expiry':
      if (state.empty) return CARD_FORM_MESSAGES.noExpiry;
      return state.errorCode?.includes('past')
        ? CARD_FORM_MESSAGES.expired
        : CARD_FORM_MESSAGES.invalidExpiry;
    case 'cvc':
      return state.empty ? CARD_FORM_MESSAGES.noCvc : CARD_FORM_MESSAGES.invalidCvc;
  }
}

function StripeField({
  label,
  state,
  error,
  disabled,
  children,
}: {
  label: string;
  state: FieldState;
  error: string | null;
  disabled: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Input.Wrapper size="md" label={label} labelProps={{ htmlFor: id }} error={error}>
      <div
        className={classes.field}
        data-focused={state.focused || undefined}
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
      >
        {children(id)}
      </div>
    </Input.Wrapper>
  );
}

function StripeFields({ ref, declined = false, onEdit, disabled = false }: CardEntryProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [fields, setFields] = useState<Record<FieldName, FieldState>>({
    number: INITIAL,
    expiry: INITIAL,
    cvc: INITIAL,
  });
  const [checked, setChecked] = useState(false);
  // The latest states, for validate() called from the checkout's submit handler.
  const fieldsRef = useRef(fields);

  function update(name: FieldName, patch: Partial<FieldState>) {
    const next = { ...fieldsRef.current, [name]: { ...fieldsRef.current[name], ...patch } };
    fieldsRef.current = next;
    setFields(next);
  }

  function handleChange(name: FieldName, event: ChangeEvent) {
    update(name, {
      empty: event.empty,
      complete: event.complete,
      errorCode: event.error?.code ?? null,
    });
    onEdit?.();
  }

  useImperativeHandle(
    ref,
    () => ({
      validate: () => {
        setChecked(true);
        const current = fieldsRef.current;
        return Promise.resolve(
          (['number', 'expiry', 'cvc'] as const).every(
            (name) => messageFor(name, current[name]) === null,
          ),
        );
      },
      createPaymentMethod: async () => {
        const card = elements?.getElement(CardNumberElement);
        if (!stripe || !card) throw new Error('Stripe is not ready');
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) {
          if (result.error.type === 'card_error' || result.error.type === 'validation_error')
            throw new CardDeclinedError();
          throw new Error(result.error.message ?? 'Stripe failed');
        }
        return result.paymentMethod.id;
      },
    }),
    [stripe, elements],
  );

  function errorOf(name: FieldName): string | null {
    const state = fields[name];
    // Spec section 5: only once the field was visited and left, or after a failed submit.
    const visible = checked || (state.touched && !state.focused);
    return visible ? messageFor(name, state) : null;
  }

  const common = (name: FieldName) => ({
    options: { style: ELEMENT_STYLE, disabled },
    onChange: (event: ChangeEvent) => {
      handleChange(name, event);
    },
    onFocus: () => {
      update(name, { focused: true });
    },
    onBlur: () => {
      update(name, { focused: false, touched: true });
    },
  });

  return (
    <Stack gap="md">
      <StripeField
        label="Card number"
        state={fields.number}
        error={errorOf('number')}
        disabled={disabled}
      >
        {(id) => <CardNumberElement id={id} {...common('number')} />}
      </StripeField>
      <SimpleGrid cols={2} spacing="md">
        <StripeField
          label="Expiry date"
          state={fields.expiry}
          error={errorOf('expiry')}
          disabled={disabled}
        >
          {(id) => <CardExpiryElement id={id} {...common('expiry')} />}
        </StripeField>
        <StripeField label="CVC" state={fields.cvc} error={errorOf('cvc')} disabled={disabled}>
          {(id) => <CardCvcElement id={id} {...common('cvc')} />}
        </StripeField>
      </SimpleGrid>
      <CardDeclinedAlert visible={declined} />
    </Stack>
  );
}

/** Stripe Elements: the card never touches this app's server; Stripe answers a payment method id. */
export default function StripeCardEntry({
  publishableKey,
  ...props
}: CardEntryProps & { publishableKey: string }) {
  const stripePromise = useMemo(() => getStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeFields {...props} />
    </Elements>
  );
}
