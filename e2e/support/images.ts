import sharp from 'sharp';
import type { Page } from '@playwright/test';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real picture: a colour field with a gradient, so every file differs. */
export async function jpeg(name: string, hue: number): Promise<TestFile> {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export async function png(name: string, hue: number): Promise<TestFile> {
  const buffer = await sharp({
    create: {
      width: 480,
      height: 640,
      channels: 4,
      background: { r: 30, g: hue, b: 90, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Picks files through the "Choose files" button's file chooser. */
export async function chooseFiles(page: Page, files: TestFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
}

/** Drops files on the drop zone as a person dragging them from the desktop would. */
export async function dropFiles(page: Page, files: TestFile[]): Promise<void> {
  const payload = files.map((file) => ({
    name: file.name,
    mimeType: file.mimeType,
    base64: file.buffer.toString('base64'),
  }));
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return data;
  }, payload);
  // The zone's text changes with the drag state; its root element stays.
  const zone = page.locator('.mantine-Dropzone-root');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await zone.dispatchEvent(type, { dataTransfer: transfer });
  }
}
