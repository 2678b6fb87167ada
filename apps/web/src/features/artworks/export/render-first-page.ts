import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * pdf.js draws the export's first page into a canvas (decision 046). A PDF in an iframe shows
 * nothing on phones or in headless Chromium, and needed `blob:` frames in the CSP. This module is
 * loaded only when a preview is shown, so pdf.js never weighs on the first load.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws page 1 of `bytes` into `canvas`, `cssWidth` pixels wide, sharp on high-density screens. */
export async function renderFirstPage(
  bytes: ArrayBuffer,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<void> {
  // Our documents embed their fonts; no eval, no fetch of standard fonts or character maps.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${String(cssWidth)}px`;
    canvas.style.height = `${String(Math.floor(viewport.height / ratio))}px`;
    await page.render({ canvas, viewport }).promise;
  } finally {
    await task.destroy();
  }
}
