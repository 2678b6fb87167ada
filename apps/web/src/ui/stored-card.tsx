import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { Card } from '@archive/domain/billing/billing.schema';
import { cardExpiryLabel, maskedCardNumber } from '@archive/domain/billing/card-form.schema';

function brandLabel(brand: string): string {
  if (brand.length === 0) return 'Card';
  return brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** A stored card as the settings show it: brand, masked number and expiry as MM / YY. */
export function StoredCard({ card }: { card: Card }) {
  return (
    <Group gap="md" wrap="nowrap" aria-label="Card on file" role="group">
      <ThemeIcon size={44} radius="sm" variant="light" color="stone">
        <IconCreditCard size={22} stroke={1.5} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text
          fw={600}
          c="ink.9"
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {maskedCardNumber(card.last4)}
        </Text>
        <Text fz="sm" c="var(--archive-muted)">
          {brandLabel(card.brand)} · Expires {cardExpiryLabel(card.expMonth, card.expYear)}
        </Text>
      </Stack>
    </Group>
  );
}
