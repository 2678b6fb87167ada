import QRCode from 'qrcode';
import type { Pdf } from './pdf-document';

/** A QR code drawn as vector squares (no image, no I/O), `size` points wide. */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save();
  doc.fillColor('black');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill();
  doc.restore();
}
