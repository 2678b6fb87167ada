import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { PASSWORD, signInThroughForm, uniqueEmail } from '../support/accounts';
import { createServerArtwork, seedArchive, serverArtworks } from '../support/artworks';
import { waitForServiceWorker } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { mailsTo } from '../support/mail-outbox';

/*
 * Issue 18's journey (decisions 036 to 039): A shares three works (two with a price) with B;
 * B sees the badge, opens the activity panel and a shared work read-only, saves two into a
 * collection and edits B's copy; A's works stay as they were; A's retitle reaches B with a
 * poll, A's delete takes the work out of B's panel; a share to an address without an account
 * waits for that person's sign-up.
 */

const ARTIST = 'Sophie Taeuber-Arp';
const WORKS = [
  { title: 'Composition Dada', price: 18000 },
  { title: 'Vertical-Horizontal', price: 9500 },
  { title: 'Cercles mouvementés', price: null },
] as const;

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function retitle(request: APIRequestContext, token: string, id: string, title: string) {
  const artwork = (await serverArtworks(request, token)).find((each) => each.id === id);
  if (!artwork) throw new Error(`No artwork ${id}`);
  const response = await request.patch('/v1/artworks', {
    headers: { ...auth(token), 'idempotency-key': randomUUID() },
    data: { id, baseVersion: artwork.version, changes: { artworkValues: { title } } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('button', { name: 'Open activity panel' }).click();
  return page.getByRole('dialog', { name: 'Activity' });
}

test('sharing works between two archives, read-only until saved', async ({ browser, request }) => {
  test.setTimeout(170_000);
  const a = await seedArchive(request, { name: 'Ada Sender', role: 'collector' });
  const b = await seedArchive(request, { name: 'Bea Recipient', role: 'collector' });
  const ids: string[] = [];
  for (const work of WORKS) {
    ids.push(
      await createServerArtwork(request, a.token, a.collectionId, {
        artist: ARTIST,
        status: 'available',
        artworkValues: {
          ...emptyArtworkValues(),
          title: work.title,
          year: '1920',
          technique: 'Gouache on paper',
          price: { currency: 'EUR', value: work.price },
          location: 'Rack 4',
          notes: 'Private note',
        },
      }),
    );
  }
  const aBefore = await serverArtworks(request, a.token);

  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();

  // A selects the three works and shares them with B, prices included.
  await signInThroughForm(pageA, a.account);
  await pageA.goto('/artworks');
  for (const work of WORKS) {
    await pageA.getByRole('checkbox', { name: `Select ${work.title} by ${ARTIST}` }).check();
  }
  await pageA.getByRole('button', { name: 'Share', exact: true }).click();
  const form = pageA.getByRole('form', { name: 'Share artworks' });
  const recipient = form.getByRole('combobox', { name: 'Recipient e-mail' });
  await recipient.fill('bea@');
  await form.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(form.getByText('enter valid e-mail address')).toBeVisible();
  await recipient.fill(b.account.email);
  await form.getByRole('textbox', { name: 'Message' }).fill('For the autumn show');
  await form.getByRole('switch', { name: 'Share price' }).click();
  await form.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(pageA.getByText('Artworks shared', { exact: true })).toBeVisible();

  // B signs in: the bell has its badge; the panel shows who, the message and the works.
  await signInThroughForm(pageB, b.account);
  await pageB.goto('/artworks');
  await expect(
    pageB.getByRole('button', { name: 'Notifications, new shared artworks' }),
  ).toBeVisible();
  const panel = await openPanel(pageB);
  const row = panel.getByRole('article', { name: 'Share from Ada Sender' });
  await expect(row).toContainText('For the autumn show');
  for (const work of WORKS) {
    await expect(row.getByRole('button', { name: `Open ${work.title}` })).toBeVisible();
  }
  // Shared works are not B's own.
  await expect(pageB.getByTestId('artwork-row')).toHaveCount(0);

  // The third work, read-only, without a price (it has none); the first shows its price.
  await row.getByRole('button', { name: `Open ${WORKS[2].title}` }).click();
  await expect(pageB).toHaveURL(/\/share\/artworks\/details\?/);
  // Opening the panel cleared the badge.
  await expect(pageB.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(pageB.getByRole('heading', { name: WORKS[2].title })).toBeVisible();
  await expect(pageB.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(pageB.getByRole('textbox', { name: 'Price', exact: true })).toHaveCount(0);
  await expect(pageB.getByText('Rack 4')).toHaveCount(0);
  await expect(pageB.getByText('Private note')).toHaveCount(0);
  await pageB.getByRole('link', { name: 'Previous artwork' }).click();
  await expect(pageB.getByRole('heading', { name: WORKS[1].title })).toBeVisible();
  await expect(pageB.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue(
    'EUR 9,500.00',
  );

  // B saves the second and the first into B's collection.
  for (const title of [WORKS[1].title, WORKS[0].title]) {
    await expect(pageB.getByRole('heading', { name: title })).toBeVisible();
    await pageB.getByRole('button', { name: 'Save to collection' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Save to collection' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(pageB.getByText('Artworks saved to your collection').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    if (title === WORKS[1].title)
      await pageB.getByRole('link', { name: 'Previous artwork' }).click();
  }

  // The saved copies are B's own artworks; B edits one.
  await pageB.goto('/artworks');
  await expect(pageB.getByTestId('artwork-row')).toHaveCount(2);
  await pageB.getByRole('checkbox', { name: `Select ${WORKS[0].title} by ${ARTIST}` }).check();
  await pageB.getByRole('button', { name: 'Open artwork', exact: true }).click();
  await pageB.getByLabel('Year').fill('1921');
  await pageB.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageB.getByText('Artwork updated', { exact: true })).toBeVisible();
  await expect
    .poll(async () =>
      (await serverArtworks(request, b.token)).map((each) => each.artworkValues.year).sort(),
    )
    .toEqual(['1920', '1921']);
  const bCopies = await serverArtworks(request, b.token);
  expect(bCopies.map((each) => each.id).some((id) => ids.includes(id))).toBe(false);
  // A's works are unchanged.
  expect(
    (await serverArtworks(request, a.token)).map((each) => [each.id, each.artworkValues.year]),
  ).toEqual(aBefore.map((each) => [each.id, each.artworkValues.year]));

  // A retitles the first shared work: B's panel shows the new title after a poll.
  await retitle(request, a.token, ids[0] ?? '', 'Composition Dada II');
  const panelAgain = await openPanel(pageB);
  await expect(panelAgain.getByRole('button', { name: 'Open Composition Dada II' })).toBeVisible({
    timeout: 30_000,
  });

  // A deletes the third: it leaves B's panel.
  const deleted = await request.delete(`/v1/artworks?artworkId=${ids[2] ?? ''}`, {
    headers: { ...auth(a.token), 'idempotency-key': randomUUID() },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(panelAgain.getByRole('button', { name: `Open ${WORKS[2].title}` })).toHaveCount(0, {
    timeout: 30_000,
  });

  // A withdraws nothing yet: the Outgoing tab has the share to B with its Withdraw action.
  await pageA.reload();
  const panelA = await openPanel(pageA);
  await panelA.getByRole('tab', { name: 'Outgoing' }).click();
  await expect(panelA.getByRole('article', { name: 'Share to Bea Recipient' })).toBeVisible();
  await expect(panelA.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // A share to an address with no account waits for that person's sign-up.
  const newcomer = uniqueEmail('newcomer');
  const invited = await request.post('/v1/artworks/share', {
    headers: { ...auth(a.token), 'idempotency-key': randomUUID() },
    data: {
      recipient: { email: newcomer },
      artworkIds: [ids[1]],
      shareOptions: { sharePrice: false },
      message: 'Join me',
    },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await expect.poll(async () => (await mailsTo(newcomer)).length).toBeGreaterThan(0);
  const registered = await request.post('/v1/register', {
    data: { email: newcomer, password: PASSWORD, name: 'Cleo Newcomer', role: 'collector' },
  });
  expect(registered.status()).toBe(200);
  const answer = (await registered.json()) as {
    shareRecords: { recievedRecords: { message: string; artworks: { title: string }[] }[] };
  };
  expect(answer.shareRecords.recievedRecords).toEqual([
    expect.objectContaining({
      message: 'Join me',
      artworks: [expect.objectContaining({ title: WORKS[1].title })],
    }),
  ]);

  await contextA.close();
  await contextB.close();
});

test('received shares read offline; saving waits for a connection; a withdrawn share leaves', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const a = await seedArchive(request, { name: 'Ada Sender', role: 'collector' });
  const b = await seedArchive(request, { name: 'Bea Recipient', role: 'collector' });
  const id = await createServerArtwork(request, a.token, a.collectionId, {
    artist: ARTIST,
    status: 'available',
    artworkValues: { ...emptyArtworkValues(), title: 'Tête Dada', year: '1920' },
  });
  const shared = await request.post('/v1/artworks/share', {
    headers: { ...auth(a.token), 'idempotency-key': randomUUID() },
    data: {
      recipient: { email: b.account.email },
      artworkIds: [id],
      shareOptions: { sharePrice: false },
      message: 'On the train',
    },
  });
  expect(shared.status(), await shared.text()).toBe(200);

  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  await signInThroughForm(pageB, b.account);
  await pageB.goto('/artworks');
  await expect(
    pageB.getByRole('button', { name: 'Notifications, new shared artworks' }),
  ).toBeVisible();

  // Offline, the received share is in the local store: the panel and the work open (the app's
  // code from the service worker's precache, as on any device that has opened it once).
  await waitForServiceWorker(pageB);
  await contextB.setOffline(true);
  const panel = await openPanel(pageB);
  const row = panel.getByRole('article', { name: 'Share from Ada Sender' });
  await expect(row).toContainText('On the train');
  await row.getByRole('button', { name: 'Open Tête Dada' }).click();
  await expect(pageB.getByRole('heading', { name: 'Tête Dada' })).toBeVisible();
  await pageB.getByRole('button', { name: 'Save to collection' }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Save to collection' });
  await expect(dialog.getByText('Saving shared works needs an Internet connection.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await contextB.setOffline(false);

  // A withdraws the share from the Outgoing tab; it leaves B's panel with the next poll.
  await signInThroughForm(pageA, a.account);
  await pageA.goto('/artworks');
  const panelA = await openPanel(pageA);
  await panelA.getByRole('tab', { name: 'Outgoing' }).click();
  await panelA
    .getByRole('article', { name: 'Share to Bea Recipient' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await pageA
    .getByRole('dialog', { name: 'Withdraw share' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(pageA.getByText('Share withdrawn', { exact: true })).toBeVisible();
  await expect(panelA.getByRole('article', { name: 'Share to Bea Recipient' })).toHaveCount(0);

  await pageB.goto('/artworks');
  const panelB = await openPanel(pageB);
  await expect(panelB.getByRole('article', { name: 'Share from Ada Sender' })).toHaveCount(0, {
    timeout: 30_000,
  });

  await contextA.close();
  await contextB.close();
});
