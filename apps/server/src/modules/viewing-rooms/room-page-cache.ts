import { createHash } from 'node:crypto';
import { emptyArtworkValues, type Artwork } from '@archive/domain/artworks/artwork.schema';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { roomPage, viewerPage } from './room-page.html';

/**
 * The room pages' short cache (decision 054). A page's ETag is a hash of what it shows: the
 * room's version (its row and each of its works' versions), the page, and the templates. So a
 * change to the room or to one of its works gives a new tag at once, in every process, and the
 * cache never serves a stale page; it only saves reading and rendering the works again.
 */

/** A sample room and viewer, rendered once: a change to the HTML or CSS changes every tag. */
function templatesVersion(): string {
  const work: Artwork = {
    id: '00000000-0000-4000-8000-000000000000',
    artist: 'A',
    artistId: null,
    status: 'available',
    collection: { id: '00000000-0000-4000-8000-000000000001' },
    archiveArtworkNumber: 1,
    artworkValues: {
      ...emptyArtworkValues(),
      title: 'T',
      year: '2000',
      technique: 'Oil',
      edition: '1/1',
      workDescription: 'D',
      dimensions: { height: 1, width: 1, depth: null, diameter: null, variable: false },
      price: { currency: 'EUR', value: 1 },
    },
    images: [
      {
        connectionId: '00000000-0000-4000-8000-000000000002',
        key: 'KEY',
        url: '/files/i.jpg',
        name: 'i.jpg',
        type: 'image/jpeg',
        description: '',
        sortIndex: 0,
        dateCreated: '2000-01-01T00:00:00.000Z',
        width: 10,
        height: 10,
      },
    ],
    isDeleted: false,
    dateCreated: '2000-01-01T00:00:00.000Z',
    lastModified: '2000-01-01T00:00:00.000Z',
    version: 1,
  };
  const room = roomPage({
    title: 'R',
    introduction: 'I',
    showPrice: true,
    roomPath: '/rooms/r',
    works: [work],
    page: { number: 1, count: 2 },
    enquiry: null,
    ownerPreview: true,
    exhibition: [{ artworkId: work.id, place: 'facing' }],
    exhibitionModule: '/assets/room-3d.js',
  });
  const viewer = viewerPage({
    roomPath: '/rooms/r',
    roomPage: 2,
    artwork: work,
    previousId: work.id,
    nextId: work.id,
    showPrice: true,
    ownerPreview: true,
  });
  return createHash('sha256').update(room).update(viewer).digest('base64url');
}

export interface RoomPageCacheOptions {
  /** Rendered HTML kept per process, in UTF-16 code units (about bytes for these pages). */
  maxSize: number;
  /** How long an unread page is kept; tags keep it right, this keeps memory for live rooms. */
  ttlMs: number;
}

export function createRoomPageCache(options: RoomPageCacheOptions) {
  const templates = templatesVersion();
  const pages = new LRUCache<string, string>({
    maxSize: options.maxSize,
    sizeCalculation: (html) => Math.max(1, html.length),
    ttl: options.ttlMs,
  });
  return {
    /** A weak tag: the same page goes out as Brotli, gzip or plain text. */
    tagOf(...parts: string[]): string {
      const hash = createHash('sha256').update(templates);
      for (const part of parts) hash.update(`\n${part}`);
      return `W/"${hash.digest('base64url')}"`;
    },
    get: (tag: string) => pages.get(tag),
    set: (tag: string, html: string) => void pages.set(tag, html),
  };
}

export type RoomPageCache = ReturnType<typeof createRoomPageCache>;

/** The tag without its weak prefix: If-None-Match compares weakly (RFC 9110, 13.1.2). */
function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * True when the browser's copy is the page as it is now: its If-None-Match names the tag, or,
 * without one, its If-Modified-Since is not before the last change (to the second).
 */
export function browserCopyIsFresh(
  request: FastifyRequest,
  tag: string,
  lastModified: Date,
): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((item) => item.trim())
      .some((item) => item === '*' || opaque(item) === opaque(tag));
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && Math.floor(lastModified.getTime() / 1000) * 1000 <= sinceMs;
}
