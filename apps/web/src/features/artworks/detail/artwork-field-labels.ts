import { artworkStatusLabel, ARTWORK_STATUSES } from '@archive/domain/artworks/artwork-status';
import { formatMoney, isCurrency } from '@archive/domain/artworks/money';

/** The labels of the artwork's fields, as the form shows them (history names fields too). */
const FIELD_LABELS: Record<string, string> = {
  artist: 'Artist',
  status: 'Status',
  collection: 'Collection',
  'collection.id': 'Collection',
  collectionId: 'Collection',
  title: 'Title',
  year: 'Year',
  edition: 'Edition',
  seriesTitle: 'Series title',
  technique: 'Technique',
  dimensions: 'Dimensions',
  height: 'Height',
  width: 'Width',
  depth: 'Depth',
  diameter: 'Diameter',
  variable: 'Variable dimensions',
  isFramed: 'Is framed',
  frame: 'Frame',
  typeOfFrame: 'Frame type',
  workDescription: 'Work description',
  location: 'Location',
  position: 'Position',
  currentOwner: 'Current owner',
  source: 'Source',
  price: 'Price',
  insuranceValue: 'Insurance value',
  productionCosts: 'Production costs',
  framingCosts: 'Framing costs',
  currency: 'Currency',
  value: 'Amount',
  photoCopyrightOwner: 'Photo copyright owner',
  incomingDate: 'Incoming date',
  installationInstructions: 'Installation instructions',
  packaging: 'Packaging',
  crates: 'Crates',
  instructions: 'Packaging instructions',
  notes: 'Notes',
};

/** 'artworkValues.dimensions.height' → 'Dimensions › Height'. */
export function artworkFieldLabel(field: string): string {
  const path = field.replace(/^artworkValues\./, '');
  const whole = FIELD_LABELS[path];
  if (whole !== undefined) return whole;
  return path
    .split('.')
    .map((part) => FIELD_LABELS[part] ?? part)
    .join(' › ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A history value as a short text: '—' for nothing, 'EUR 1,200.00', '120 × 80 cm', … */
export function formatArtworkFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const status = ARTWORK_STATUSES.find((item) => item === value);
    return field.endsWith('status') && status ? artworkStatusLabel(status) : value;
  }
  if (Array.isArray(value)) return value.length === 1 ? '1 crate' : `${value.length} crates`;
  if (isRecord(value)) {
    if (isCurrency(value.currency) && 'value' in value) {
      const amount = typeof value.value === 'number' ? value.value : null;
      return formatMoney({ currency: value.currency, value: amount }) || '—';
    }
    const lengths = ['height', 'width', 'depth', 'diameter']
      .map((key) => value[key])
      .filter((length): length is number => typeof length === 'number');
    if (lengths.length > 0) return `${lengths.join(' × ')} cm`;
    if (typeof value.id === 'string') return value.id;
    const text = Object.values(value).filter((part) => typeof part === 'string' && part !== '');
    return text.length > 0 ? text.join(', ') : '—';
  }
  return '—';
}
