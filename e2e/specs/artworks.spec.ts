import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { seedAccount, signInThroughForm } from '../support/accounts';
import {
  addArtwork,
  chooseCurrency,
  crate,
  dimensions,
  fillArtwork,
  frame,
  openMultiEdit,
  saveNewArtwork,
  setStatus,
  textbox,
} from '../support/artwork-form';
import { createServerArtwork, serverArtworks, seedArchive } from '../support/artworks';
import { apiToken } from '../support/contacts';
import { expect, test } from '../support/fixtures';

/*
 * The artwork record end to end: every section of the form reaches the server and comes back
 * after a reload; save and copy, save and new, multi-edit and delete do what they say.
 */

test('an artwork with every section filled is kept through a reload and reaches the server', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  const token = await apiToken(request, account);
  await signInThroughForm(page, account);
  await page.goto('/artworks/add');
  await expect(page.getByRole('heading', { name: 'New artwork' })).toBeVisible();

  await fillArtwork(page, {
    artist: account.name,
    title: 'Analytical Engine, Study II',
    year: '1843',
    technique: 'Ink and wash on paper',
    height: '30',
    width: '42',
    depth: '2.5',
    location: 'Studio, plan chest 3',
    currentOwner: 'Charles Babbage',
    price: { currency: 'USD', amount: '12500.5' },
    status: 'Reserved',
  });
  await page.getByLabel('Edition').fill('2/5');
  await page.getByLabel('Series title').fill('Notes on the Engine');
  await page.getByLabel('Is framed').check();
  await frame(page).getByLabel('Frame type').fill('Oak, museum glass');
  await frame(page).getByLabel('Height').fill('40');
  await frame(page).getByLabel('Width').fill('52');
  await frame(page).getByLabel('Depth').fill('4');
  await page.getByLabel('Work description').fill('Pen study of the mill and store.');
  await page.getByLabel('Position').fill('Drawer 2');
  await page.getByLabel('Source').fill('From the artist');
  await page.getByLabel('Incoming date').fill('2026-03-14');
  await page.getByRole('textbox', { name: 'Insurance value', exact: true }).fill('15,000');
  await chooseCurrency(page, 'Production costs', 'GBP');
  await page.getByRole('textbox', { name: 'Production costs', exact: true }).fill('320.40');
  await page.getByRole('textbox', { name: 'Framing costs', exact: true }).fill('180');
  await page.getByLabel('Photo copyright owner').fill('Studio Lovelace');
  await page.getByLabel('Installation instructions').fill('Hang at 150 cm centre.');
  await page.getByRole('button', { name: 'Add crate' }).click();
  await page.getByRole('button', { name: 'Add crate' }).click();
  await crate(page, 1).getByLabel('Packaging type').fill('Travel frame');
  await crate(page, 2).getByLabel('Packaging type').fill('Wooden crate');
  await crate(page, 2).getByLabel('Height').fill('60');
  await page.getByRole('button', { name: 'Move crate 2 up' }).click();
  await expect(crate(page, 1).getByLabel('Packaging type')).toHaveValue('Wooden crate');
  await page.getByLabel('Packaging instructions').fill('Two people. Gloves.');
  await page.getByLabel('Notes', { exact: true }).fill('Shown at the Royal Society, 1843.');
  await saveNewArtwork(page);

  // The server gives the archive number once the create has been sent.
  await expect(page.getByTestId('artwork-id')).toHaveText('1');
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Analytical Engine, Study II',
  );
  await expect(dimensions(page).getByLabel('Depth')).toHaveValue('2.5');
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('12,500.50');
  await expect(page.getByRole('combobox', { name: 'Price currency' })).toHaveValue('USD');
  await expect(frame(page).getByLabel('Frame type')).toHaveValue('Oak, museum glass');
  await expect(crate(page, 1).getByText('Opening order 1')).toBeVisible();
  await expect(crate(page, 2).getByLabel('Packaging type')).toHaveValue('Travel frame');

  const [stored] = await serverArtworks(request, token);
  expect(stored?.archiveArtworkNumber).toBe(1);
  expect(stored?.status).toBe('reserved');
  expect(stored?.artworkValues).toMatchObject({
    title: 'Analytical Engine, Study II',
    year: '1843',
    edition: '2/5',
    seriesTitle: 'Notes on the Engine',
    technique: 'Ink and wash on paper',
    dimensions: { height: 30, width: 42, depth: 2.5, diameter: null, variable: false },
    isFramed: true,
    frame: { typeOfFrame: 'Oak, museum glass', dimensions: { height: 40, width: 52, depth: 4 } },
    workDescription: 'Pen study of the mill and store.',
    location: 'Studio, plan chest 3',
    position: 'Drawer 2',
    currentOwner: 'Charles Babbage',
    source: 'From the artist',
    price: { currency: 'USD', value: 12500.5 },
    insuranceValue: { currency: 'EUR', value: 15000 },
    productionCosts: { currency: 'GBP', value: 320.4 },
    framingCosts: { currency: 'EUR', value: 180 },
    photoCopyrightOwner: 'Studio Lovelace',
    incomingDate: '2026-03-14',
    installationInstructions: 'Hang at 150 cm centre.',
    packaging: {
      crates: [
        { packagingType: 'Wooden crate', openingOrder: 1 },
        { packagingType: 'Travel frame', openingOrder: 2 },
      ],
      instructions: 'Two people. Gloves.',
    },
    notes: 'Shown at the Royal Society, 1843.',
  });

  // Edit and save: the change reaches the server; unframing clears the frame.
  await page.getByLabel('Year').fill('1842');
  await page.getByLabel('Is framed').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Artwork updated', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await serverArtworks(request, token))[0]?.artworkValues.year)
    .toBe('1842');
  const [edited] = await serverArtworks(request, token);
  expect(edited?.artworkValues.frame).toEqual({
    typeOfFrame: '',
    dimensions: { height: null, width: null, depth: null },
  });

  // The history names who changed which field, from what to what.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByText(/1843\s*→\s*1842/)).toBeVisible();
  await expect(history.getByText(new RegExp(account.name)).first()).toBeVisible();
});

test('save and copy opens a copy to edit; save and new opens an empty form', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  const token = await apiToken(request, account);
  await signInThroughForm(page, account);
  await page.goto('/artworks/add');
  await fillArtwork(page, { artist: account.name, title: 'Series A, 1', technique: 'Etching' });
  await page.getByRole('button', { name: 'Save and copy' }).click();
  await expect(page.getByText('Artwork saved. This is a copy of it, ready to edit')).toBeVisible();
  await expect(page).toHaveURL(/\/artworks\/add$/);
  await expect(page.getByLabel('Technique')).toHaveValue('Etching');
  await page.getByLabel('Title', { exact: true }).fill('Series A, 2');
  await page.getByRole('button', { name: 'Save and new' }).click();
  await expect(page.getByText('Artwork saved. Ready for the next one')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Technique')).toHaveValue('');

  await expect
    .poll(async () =>
      (await serverArtworks(request, token)).map((artwork) => artwork.artworkValues.title).sort(),
    )
    .toEqual(['Series A, 1', 'Series A, 2']);
  const numbers = (await serverArtworks(request, token)).map((a) => a.archiveArtworkNumber);
  expect(numbers.sort()).toEqual([1, 2]);
});

test('a title typed into the copy at once after Save and copy is kept, on a slow device too', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  const token = await apiToken(request, account);
  await signInThroughForm(page, account);
  await page.goto('/artworks/add');
  await fillArtwork(page, { artist: account.name, title: 'Series B, 1', technique: 'Etching' });
  // A slow phone: the save and the copy's form take long enough to type into meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.getByRole('button', { name: 'Save and copy' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Series B, 2');
  await expect
    .poll(async () => (await serverArtworks(request, token)).map((a) => a.artworkValues.title), {
      timeout: 30_000,
    })
    .toEqual(['Series B, 1']);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/\/artworks\/add$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Series B, 2');
  await expect(page.getByLabel('Technique')).toHaveValue('Etching');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/artworks\/details/);
  await expect
    .poll(async () =>
      (await serverArtworks(request, token)).map((artwork) => artwork.artworkValues.title).sort(),
    )
    .toEqual(['Series B, 1', 'Series B, 2']);
});

test('twelve edits saved in a row each keep their change, through a reload and on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await seedAccount(request);
  const token = await apiToken(request, account);
  await signInThroughForm(page, account);
  await addArtwork(page, { artist: account.name, title: 'Edit 0' });
  const title = page.getByLabel('Title', { exact: true });
  // Each title is typed as the previous save's answer comes back from the server; a new stored
  // version once put the saved title back under the typed one, and Save found nothing to save.
  for (let index = 1; index <= 12; index += 1) {
    await title.fill(`Edit ${String(index)}`);
    await page.waitForTimeout(150);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: `Edit ${String(index)}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  }
  await expect
    .poll(async () => (await serverArtworks(request, token)).map((a) => a.artworkValues.title))
    .toEqual(['Edit 12']);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit 12' })).toBeVisible();
  await expect(title).toHaveValue('Edit 12');
});

test('every validation message of the artwork form shows where it belongs', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.goto('/artworks/add');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('the form has highlighted errors you need to fix').first(),
  ).toBeVisible();
  await expect(page.getByText('add an artist')).toBeVisible();
  await expect(page.getByText('add a title')).toBeVisible();

  // Artworks in the production collection must be the user's own.
  await page.getByLabel('Artist', { exact: true }).fill('Someone Else');
  await expect(page.getByText('artworks in production must be yours')).toBeVisible();
  await page.getByLabel('Artist', { exact: true }).fill(account.name);
  await expect(page.getByText('artworks in production must be yours')).toBeHidden();

  await dimensions(page).getByLabel('Height').fill('10');
  await expect(page.getByText('enter width')).toBeVisible();
  await dimensions(page).getByLabel('Height').fill('');
  await dimensions(page).getByLabel('Width').fill('10');
  await expect(page.getByText('enter height')).toBeVisible();
  await page.getByLabel('Variable dimensions').check();
  await expect(page.getByText('enter height')).toBeHidden();

  await page.getByLabel('Year').fill('c. 1900');
  await expect(page.getByText('enter the year as a number')).toBeVisible();

  // Amounts take digits, one dot and two decimals; other characters never reach the field.
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  await price.fill('');
  await price.pressSequentially('1a2,500.567');
  await expect(price).toHaveValue('12,500.56');

  // A new artwork starts in the user's first collection; clearing it is refused.
  const collection = page.getByRole('combobox', { name: 'Collection' });
  await expect(collection).toHaveValue('Production');
  // Mantine hides its clear button from assistive tech (it is a mouse shortcut).
  await collection.locator('..').locator('button').click();
  await expect(page.getByText('select a collection')).toBeVisible();
});

test('multi-edit changes only the fields touched, on every selected artwork, and clears a differing field when asked', async ({
  page,
  request,
}) => {
  const { account, token, collectionId } = await seedArchive(request);
  const ids: string[] = [];
  for (const [title, owner, year] of [
    ['Red', 'Museum A', '2001'],
    ['Green', 'Museum B', '2002'],
    ['Blue', 'Museum C', '2003'],
  ] as const) {
    ids.push(
      await createServerArtwork(request, token, collectionId, {
        artist: account.name,
        artworkValues: {
          ...emptyArtworkValues(),
          title,
          year,
          currentOwner: owner,
          location: 'Depot',
        },
      }),
    );
  }
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await openMultiEdit(page, ['Red', 'Green', 'Blue']);
  await expect(textbox(page, 'Current owner')).toHaveAttribute('placeholder', 'Multiple');
  await expect(textbox(page, 'Location')).toHaveValue('Depot');

  await textbox(page, 'Location').fill('Warehouse 7');
  await setStatus(page, 'On Loan');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('3 artworks updated')).toBeVisible();

  await expect
    .poll(async () =>
      (await serverArtworks(request, token)).map((a) => a.artworkValues.location).sort(),
    )
    .toEqual(['Warehouse 7', 'Warehouse 7', 'Warehouse 7']);
  const after = await serverArtworks(request, token);
  expect(after.map((a) => a.status)).toEqual(['loan', 'loan', 'loan']);
  expect(after.map((a) => a.artworkValues.currentOwner).sort()).toEqual([
    'Museum A',
    'Museum B',
    'Museum C',
  ]);
  expect(after.map((a) => a.artworkValues.year).sort()).toEqual(['2001', '2002', '2003']);
  expect(after.map((a) => a.artworkValues.title).sort()).toEqual(['Blue', 'Green', 'Red']);

  // A field that differs is emptied in every artwork only by asking for it; the title, which
  // may not be blanked here, offers no such thing.
  await expect(page.getByRole('button', { name: /Clear title in all/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear current owner in all selected artworks' }).click();
  await expect(textbox(page, 'Current owner')).not.toHaveAttribute('placeholder', 'Multiple');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The first save's toast may still be showing beside this one.
  await expect(page.getByText('3 artworks updated').last()).toBeVisible();
  await expect
    .poll(async () =>
      (await serverArtworks(request, token)).map((a) => a.artworkValues.currentOwner),
    )
    .toEqual(['', '', '']);
  const cleared = await serverArtworks(request, token);
  expect(cleared.map((a) => a.artworkValues.location)).toEqual([
    'Warehouse 7',
    'Warehouse 7',
    'Warehouse 7',
  ]);
  expect(cleared.map((a) => a.artworkValues.year).sort()).toEqual(['2001', '2002', '2003']);
});

test('multi-edit empties a differing switch, status, length, amount and crates in every artwork', async ({
  page,
  request,
}) => {
  const { account, token, collectionId } = await seedArchive(request);
  const unmeasured = { dimensions: { height: null, width: null, depth: null } };
  const seeds = [
    { title: 'Oak', status: 'sold', framed: true, height: 100, price: 5000 },
    { title: 'Ash', status: 'loan', framed: false, height: 50, price: 20 },
    { title: 'Elm', status: null, framed: false, height: 80, price: 100 },
  ];
  for (const seed of seeds) {
    const values = emptyArtworkValues();
    await createServerArtwork(request, token, collectionId, {
      artist: account.name,
      status: seed.status,
      artworkValues: {
        ...values,
        title: seed.title,
        isFramed: seed.framed,
        frame: seed.framed ? { ...values.frame, typeOfFrame: 'Gilded' } : values.frame,
        packaging: {
          crates: seed.framed
            ? [{ ...unmeasured, packagingType: 'Wooden crate', openingOrder: 1 }]
            : [],
          instructions: '',
        },
        dimensions: { ...values.dimensions, height: seed.height, width: 40 },
        price: { currency: 'EUR', value: seed.price },
      },
    });
  }
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await openMultiEdit(
    page,
    seeds.map((seed) => seed.title),
  );

  // A switch turned on and off again is a choice made for all, not a return to 'Multiple'.
  const framed = page.getByRole('switch', { name: 'Is framed' });
  await expect(framed).not.toBeChecked();
  await framed.click();
  await expect(framed).toBeChecked();
  await framed.click();
  await expect(framed).not.toBeChecked();
  await page.getByRole('button', { name: 'Clear status in all selected artworks' }).click();
  await page.getByRole('button', { name: 'Clear height in all selected artworks' }).click();
  await page.getByRole('button', { name: 'Clear price in all selected artworks' }).click();
  await page.getByRole('button', { name: 'Clear crates in all selected artworks' }).click();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveAttribute(
    'placeholder',
    'No status',
  );
  // The width they share would be left without a height: the rule holds in multi-edit too.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('enter height')).toBeVisible();
  // A shared value offers no clearing; emptying it is an ordinary change.
  await expect(page.getByRole('button', { name: /Clear width in all/ })).toHaveCount(0);
  await dimensions(page).getByLabel('Width').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('3 artworks updated')).toBeVisible();

  // Every artwork's edit changes its height, so once all heights are empty all edits are in.
  await expect
    .poll(async () =>
      (await serverArtworks(request, token)).map((a) => a.artworkValues.dimensions.height),
    )
    .toEqual([null, null, null]);
  const after = await serverArtworks(request, token);
  expect(after.map((a) => a.status)).toEqual([null, null, null]);
  expect(after.map((a) => a.artworkValues.isFramed)).toEqual([false, false, false]);
  expect(after.map((a) => a.artworkValues.frame.typeOfFrame)).toEqual(['', '', '']);
  expect(after.map((a) => a.artworkValues.dimensions.width)).toEqual([null, null, null]);
  expect(after.map((a) => a.artworkValues.price.value)).toEqual([null, null, null]);
  expect(after.map((a) => a.artworkValues.packaging.crates)).toEqual([[], [], []]);
  expect(after.map((a) => a.artworkValues.title).sort()).toEqual(['Ash', 'Elm', 'Oak']);
});

test('delete asks first, then removes the artwork here and on the server', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  const token = await apiToken(request, account);
  await signInThroughForm(page, account);
  await addArtwork(page, { artist: account.name, title: 'To be deleted' });
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete artwork' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Artwork deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(page.getByText('To be deleted')).toHaveCount(0);
  await expect.poll(async () => (await serverArtworks(request, token)).length).toBe(0);
});
