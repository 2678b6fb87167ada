import type { ContactExportFormat } from './archive-export.schema';

function counted(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count.toLocaleString('en-GB')} ${many}`;
}

/**
 * The words of "Take your archive with you" (issue 34, decision 055): the archive's section in
 * Settings and the contacts list's download. The spec names the actions, not their wording.
 */
export const ARCHIVE_EXPORT_MESSAGES = {
  sectionTitle: 'Download your archive',
  sectionDescription:
    'Every artwork with all its fields and history, your contacts and your original images, as JSON, CSV and vCard files in one ZIP.',
  downloadArchive: 'Download your archive',
  summaryLabel: 'What your archive holds',
  summaryLoading: 'Counting what your archive holds',
  summaryFailed: 'Could not count what your archive holds. The download still works.',
  artworksLabel: 'Artworks',
  contactsLabel: 'Contacts',
  imagesLabel: 'Original images',
  sizeLabel: 'Download size',
  /** The size is the server's estimate (decision 055): originals are summed, records guessed. */
  estimatedSize: (size: string) => `About ${size}`,
  /** The ZIP is made from the server's copy: offline changes join it once they are uploaded. */
  serverCopyNote:
    'It holds what has reached the server; changes made offline are included once they are uploaded. A large archive takes a while: your browser shows its progress.',
  archiveOffline: 'Downloading your archive needs an Internet connection.',
  archiveStarted: 'Your archive is downloading. Your browser shows its progress.',
  archiveFailed: 'Could not start the download of your archive',

  downloadContacts: 'Download contacts',
  downloadSelectedContacts: (count: number) => `Download ${counted(count, 'contact', 'contacts')}`,
  formatLabels: {
    csv: 'CSV (spreadsheet)',
    vcard: 'vCard (address book)',
  } satisfies Record<ContactExportFormat, string>,
  contactsOffline: 'Downloading contacts needs an Internet connection.',
  contactsFailed: 'Could not download contacts',
  /** A contact made offline has no server copy yet: the server answers 404 for its id. */
  contactsNotUploaded:
    'Some selected contacts are not uploaded yet. Try again once they are uploaded.',
  /** The file is the server's copy, so it lacks changes still waiting in the outbox. */
  contactsWithPendingChanges: (count: number) =>
    `${counted(count, 'contact has', 'contacts have')} changes that are not uploaded yet; the file holds their last uploaded version.`,
} as const;

/** The README.txt at the top of the archive's ZIP (decision 055): what each file holds. */
export function archiveReadme(exportedAt: string, formatVersion: number, images: number): string {
  return [
    'Your archive',
    '============',
    '',
    `Exported ${exportedAt}. Format version ${String(formatVersion)}.`,
    '',
    'archive.json   Everything, as JSON: your account and organisation, your collections, every',
    '               artwork with every field and its history (each value a change replaced),',
    '               every contact with its history, and the records of what you shared and',
    '               what was shared with you. Deleted artworks and contacts are not included.',
    'artworks.csv   Every artwork, one row each, for a spreadsheet (UTF-8; opens in Excel,',
    '               Numbers, LibreOffice and Google Sheets).',
    'contacts.csv   Every contact, one row each, for a spreadsheet.',
    'contacts.vcf   Every contact as vCard 4.0, for an address book (Apple Contacts, Google',
    '               Contacts, Outlook, Thunderbird), with its photo.',
    `images/        The original of every image (${String(images)}), as you uploaded it, in a`,
    '               folder named by the id of its artwork or contact (the "id" in archive.json',
    '               and "record_id" in the CSV files); an artwork\'s images are numbered in order.',
    '',
  ].join('\r\n');
}
