import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { signInThroughForm } from '../support/accounts';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { expect, test } from '../support/fixtures';

/* Not part of `npm test`: the sharing screens at phone and desktop width, in e2e/screens/out/. */
const OUT = path.join(import.meta.dirname, 'out');
mkdirSync(OUT, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

for (const width of [390, 1280]) {
  test(`sharing screens at ${width}px`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const viewport = { width, height: width < 600 ? 844 : 800 };
    const a = await seedArchive(request, { name: 'Ada Sender', role: 'collector' });
    const b = await seedArchive(request, { name: 'Bea Recipient', role: 'collector' });
    const ids: string[] = [];
    for (const [index, title] of ['Composition Dada', 'Vertical-Horizontal', 'Cercles'].entries()) {
      ids.push(
        await createServerArtwork(request, a.token, a.collectionId, {
          artist: 'Sophie Taeuber-Arp',
          status: 'available',
          artworkValues: {
            ...emptyArtworkValues(),
            title,
            year: '1920',
            technique: 'Gouache on paper',
            dimensions: { height: 40, width: 30, depth: null, diameter: null, variable: false },
            price: { currency: 'EUR', value: index === 2 ? null : 9500 * (index + 1) },
          },
        }),
      );
    }
    const shared = await request.post('/v1/artworks/share', {
      headers: { authorization: `Bearer ${a.token}`, 'idempotency-key': randomUUID() },
      data: {
        recipient: { email: b.account.email },
        artworkIds: ids,
        shareOptions: { sharePrice: true },
        message: 'For the autumn show: three works on paper from the Zurich years.',
      },
    });
    expect(shared.status()).toBe(200);

    const contextA = await browser.newContext({ viewport });
    const pageA = await contextA.newPage();
    await signInThroughForm(pageA, a.account);
    await pageA.goto('/artworks');
    await pageA.getByRole('checkbox', { name: /^Select Composition Dada/ }).check();
    await pageA.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(pageA.getByRole('form', { name: 'Share artworks' })).toBeVisible();
    await shoot(pageA, `${width}-share-modal`);
    await contextA.close();

    const contextB = await browser.newContext({ viewport });
    const pageB = await contextB.newPage();
    await signInThroughForm(pageB, b.account);
    await pageB.goto('/artworks');
    await expect(pageB.getByRole('button', { name: /new shared artworks/ })).toBeVisible();
    await pageB.getByRole('button', { name: /^Notifications/ }).click();
    await shoot(pageB, `${width}-bell-popover`);
    await pageB.getByRole('button', { name: 'Open activity panel' }).click();
    await shoot(pageB, `${width}-activity-panel`);
    await pageB.getByRole('button', { name: 'Open Vertical-Horizontal' }).click();
    await expect(pageB.getByRole('heading', { name: 'Vertical-Horizontal' })).toBeVisible();
    await shoot(pageB, `${width}-shared-view`);
    await pageB.getByRole('button', { name: 'Save to collection' }).click();
    await shoot(pageB, `${width}-shared-save`);
    await contextB.close();
  });
}
