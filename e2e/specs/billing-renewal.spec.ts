import { expect, test } from '../support/fixtures';
import { seedAccount, signInThroughForm } from '../support/accounts';
import { CARDS, checkout, fillCard } from '../support/billing';

/*
 * Moves the local payment provider's clock past the trial. It runs in its own project after
 * every other spec, because the clock is the server's.
 */
test('a card that fails at the end of the trial leads to the expired card page until it is replaced', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request, { plan: false });
  await signInThroughForm(page, account);
  await checkout(page, CARDS.failsNextCharge);
  await expect(page).toHaveURL(/\/welcome$/);

  const advanced = await request.post('/v1/test/clock/advance', { data: { days: 31 } });
  expect(advanced.status()).toBe(200);

  await page.goto('/login');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/expired-payment-method$/);
  await expect(page.getByText(/0341/)).toBeVisible();
  await page.goto('/artworks');
  await expect(page).toHaveURL(/\/expired-payment-method$/);

  await fillCard(page, CARDS.succeeds);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/expired-payment-method\/success$/);
  await expect(page.getByRole('heading', { name: 'Your credit card was updated' })).toBeVisible();
  await expect(page).toHaveURL(/\/artworks$/, { timeout: 10_000 });
});
