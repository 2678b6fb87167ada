import { Readable } from 'node:stream';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import { archiveReadme } from '@archive/domain/exports/archive-export.messages';
import { ARCHIVE_FORMAT_VERSION } from '@archive/domain/exports/archive-export.schema';
import { derivativeFileName } from '@archive/domain/images/image-limits';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { artworksCsvHeader, artworksCsvRecords } from '@archive/documents/csv/artworks-csv';
import { contactsCsv } from '@archive/documents/csv/contacts-csv';
import { contactVcard } from '@archive/documents/vcard/contacts-vcard';
import { ZipArchive } from 'archiver';
import type { StoredObject } from '../../adapters/storage/storage-port';
import { documentWorkOf } from './exports.service';

/**
 * The whole archive as one ZIP, made while it is sent (decision 055): every entry is a lazy
 * stream that reads its records a page at a time, or one image at a time, only when the ZIP
 * reaches it. So 20,000 works with their images never sit in memory or on disk whole.
 */

/** Works read, written and let go at a time. */
export const ARCHIVE_PAGE_SIZE = 500;

export interface ArchiveImage {
  key: string;
  name: string;
  sortIndex: number;
}

export interface ArchiveSources {
  exportedAt: Date;
  /** The account as the API shows it (no session token), with its organisation. */
  user: unknown;
  collections: unknown[];
  /** The ids of the works, in the archive's order (archive number). */
  artworkIds: readonly string[];
  /** The works among `ids`, in that order. */
  loadArtworks: (ids: readonly string[]) => Promise<Artwork[]>;
  historyOf: (
    entity: 'artwork' | 'contact',
    ids: readonly string[],
  ) => Promise<Map<string, HistoryEntry[]>>;
  contacts: readonly Contact[];
  shareRecords: unknown;
  /** Each work that has images, with them. */
  artworkImages: readonly { id: string; images: readonly ArchiveImage[] }[];
  /** A file of the store (an original by its key, or `<key>/preview.jpg`). */
  readFile: (key: string) => Promise<StoredObject | null>;
  /** An original that could not be read: the ZIP holds an empty file in its place. */
  onMissing: (key: string) => void;
}

/** A name safe in any file system, as the original's name, kept short. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').trim();
  return (cleaned === '' || /^\.+$/.test(cleaned) ? 'image' : cleaned).slice(-120);
}

export function imagePath(recordId: string, image: { name: string; sortIndex?: number }): string {
  const prefix = image.sortIndex === undefined ? '' : `${String(image.sortIndex + 1)}-`;
  return `images/${recordId}/${prefix}${safeName(image.name)}`;
}

/** A text stream from an async generator of strings. */
function textStream(parts: () => AsyncGenerator<string>): Readable {
  return Readable.from(parts(), { objectMode: false });
}

function* pages(ids: readonly string[]): Generator<string[]> {
  for (let start = 0; start < ids.length; start += ARCHIVE_PAGE_SIZE) {
    yield ids.slice(start, start + ARCHIVE_PAGE_SIZE);
  }
}

/** archive.json, written a page of works at a time. */
function archiveJson(sources: ArchiveSources): Readable {
  return textStream(async function* () {
    const head = {
      format: 'archive',
      formatVersion: ARCHIVE_FORMAT_VERSION,
      exportedAt: sources.exportedAt.toISOString(),
      user: sources.user,
      collections: sources.collections,
    };
    yield `${JSON.stringify(head, null, 2).replace(/\n}$/, '')},\n  "artworks": [`;
    let first = true;
    for (const ids of pages(sources.artworkIds)) {
      const [works, history] = await Promise.all([
        sources.loadArtworks(ids),
        sources.historyOf('artwork', ids),
      ]);
      const text = works
        .map((work) => JSON.stringify({ ...work, history: history.get(work.id) ?? [] }))
        .join(',\n    ');
      if (text !== '') {
        yield `${first ? '\n    ' : ',\n    '}${text}`;
        first = false;
      }
    }
    yield '\n  ],\n  "contacts": [';
    first = true;
    for (const ids of pages(sources.contacts.map((contact) => contact.id))) {
      const history = await sources.historyOf('contact', ids);
      const chosen = new Set(ids);
      const text = sources.contacts
        .filter((contact) => chosen.has(contact.id))
        .map((contact) => JSON.stringify({ ...contact, history: history.get(contact.id) ?? [] }))
        .join(',\n    ');
      if (text !== '') {
        yield `${first ? '\n    ' : ',\n    '}${text}`;
        first = false;
      }
    }
    yield `\n  ],\n  "shareRecords": ${JSON.stringify(sources.shareRecords)}\n}\n`;
  });
}

function artworksCsvStream(sources: ArchiveSources): Readable {
  return textStream(async function* () {
    yield artworksCsvHeader();
    for (const ids of pages(sources.artworkIds)) {
      const works = await sources.loadArtworks(ids);
      yield artworksCsvRecords(works.map((work) => documentWorkOf(work, null)));
    }
  });
}

/** Cards with the photo's preview (a few kB), so an address book imports them quickly. */
function vcardStream(sources: ArchiveSources): Readable {
  return textStream(async function* () {
    for (const contact of sources.contacts) {
      const preview =
        contact.image === null
          ? null
          : await sources.readFile(`${contact.image.key}/${derivativeFileName('preview')}`);
      yield contactVcard(
        contact,
        preview === null ? null : { bytes: preview.bytes, type: 'image/jpeg' },
      );
    }
  });
}

/** One original, read from the store only when the ZIP comes to it. */
function originalStream(sources: ArchiveSources, key: string): Readable {
  return Readable.from(
    (async function* () {
      const found = await sources.readFile(key);
      if (found === null) {
        sources.onMissing(key);
        return;
      }
      yield Buffer.from(found.bytes);
    })(),
    { objectMode: false },
  );
}

interface Entry {
  name: string;
  /** Made only when the ZIP is ready for this entry. */
  source: () => Readable | string;
  /** Images are compressed already: stored as they are, byte for byte. */
  store?: true;
}

function* entriesOf(sources: ArchiveSources): Generator<Entry> {
  const images = sources.artworkImages.reduce((sum, work) => sum + work.images.length, 0);
  const contactPhotos = sources.contacts.filter((contact) => contact.image !== null);
  yield {
    name: 'README.txt',
    source: () =>
      archiveReadme(
        sources.exportedAt.toISOString(),
        ARCHIVE_FORMAT_VERSION,
        images + contactPhotos.length,
      ),
  };
  yield { name: 'archive.json', source: () => archiveJson(sources) };
  yield { name: 'artworks.csv', source: () => artworksCsvStream(sources) };
  yield { name: 'contacts.csv', source: () => contactsCsv(sources.contacts) };
  yield { name: 'contacts.vcf', source: () => vcardStream(sources) };
  for (const work of sources.artworkImages) {
    for (const image of work.images) {
      yield {
        name: imagePath(work.id, image),
        source: () => originalStream(sources, image.key),
        store: true,
      };
    }
  }
  for (const contact of contactPhotos) {
    const image = contact.image;
    if (image === null) continue;
    yield {
      name: imagePath(contact.id, image),
      source: () => originalStream(sources, image.key),
      store: true,
    };
  }
}

/**
 * The ZIP, as a stream: pipe it to the response; it ends when the last image is in. Entries
 * are given to archiver one at a time, each once the one before is written: archiver pipes a
 * stream into a buffer the moment it is appended, so appending them all at once would read
 * every image ahead of the response (977 MB held for 500 MB of images, measured).
 */
export function archiveZip(sources: ArchiveSources): ZipArchive {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const date = sources.exportedAt;
  const entries = entriesOf(sources);
  // A response that ends early (the browser cancels, a HEAD) stops the reading with it; a
  // failed read fails the ZIP instead of going unheard.
  let current: Readable | null = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    current?.destroy();
  };
  zip.on('close', stop);
  zip.on('error', stop);
  const next = () => {
    if (stopped) return;
    const entry = entries.next();
    if (entry.done === true) {
      zip.finalize().catch(() => {
        // The error reaches the response through the stream's 'error' event.
      });
      return;
    }
    const { name, source, store } = entry.value;
    const made = source();
    if (typeof made !== 'string') {
      current = made;
      made.on('error', (error: Error) => zip.destroy(error));
    }
    zip.append(made, { name, date, ...(store === undefined ? {} : { store }) });
  };
  zip.on('entry', next);
  next();
  return zip;
}
