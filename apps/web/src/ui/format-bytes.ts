const UNITS = ['kB', 'MB', 'GB', 'TB'] as const;

/**
 * '850 bytes', '4.2 kB', '1.2 GB', '480 GB': a file's size in decimal units, as the
 * operating systems' download managers and Finder show it, one decimal below 100.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1000)
    return bytes === 1 ? '1 byte' : `${String(Math.max(0, Math.round(bytes)))} bytes`;
  let value = bytes / 1000;
  let unit = 0;
  // Rounding can carry a value to 1000 (999.96 kB): that is the next unit's 1.
  while (unit < UNITS.length - 1 && Number(value.toFixed(value < 100 ? 1 : 0)) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  const shown = new Intl.NumberFormat('en-GB', {
    maximumFractionDigits: value < 100 ? 1 : 0,
  }).format(value);
  return `${shown} ${UNITS[unit] ?? 'TB'}`;
}
