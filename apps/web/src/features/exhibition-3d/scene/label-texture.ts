import { CanvasTexture, SRGBColorSpace } from 'three';

/** Pixels per centimetre of a wall label: sharp when one comes close. */
const PX_PER_CM = 30;
const FONT = '"Inter Variable", "Inter", system-ui, sans-serif';
const INK = '#23201c';
const MUTED = '#6b645b';

/** The lines that fit `width`, breaking at spaces and ending with an ellipsis when cut. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number, max: number) {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (context.measureText(candidate).width <= width || line === '') line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1] ?? ''}…`;
  return kept;
}

function draw(canvas: HTMLCanvasElement, lines: readonly string[]) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const pad = 1.4 * PX_PER_CM;
  const width = canvas.width - 2 * pad;
  context.fillStyle = '#fbfaf7';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.textBaseline = 'top';
  let y = pad;
  lines.forEach((text, index) => {
    // Centimetres on the wall: readable from a step away, as a museum's large-print label.
    const size = index === 0 ? 1.5 : index === 1 ? 1.35 : 1.1;
    const px = size * PX_PER_CM;
    context.font = `${index === 0 ? 650 : index === 1 ? 'italic 500' : 400} ${String(px)}px ${FONT}`;
    context.fillStyle = index <= 1 ? INK : MUTED;
    for (const line of wrap(context, text, width, index === 0 ? 1 : 2)) {
      if (y + px > canvas.height - pad / 2) return;
      context.fillText(line, pad, y);
      y += px * 1.3;
    }
    y += index === 0 ? px * 0.15 : 0;
  });
}

/**
 * A wall label drawn on a canvas with the page's own font (no font file for three.js to
 * fetch); redrawn once the web font has arrived.
 */
export function labelTexture(
  lines: readonly string[],
  widthCm: number,
  heightCm: number,
  onRedrawn: () => void,
) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(widthCm * PX_PER_CM);
  canvas.height = Math.round(heightCm * PX_PER_CM);
  draw(canvas, lines);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  void document.fonts.ready.then(() => {
    draw(canvas, lines);
    texture.needsUpdate = true;
    onRedrawn();
  });
  return texture;
}
