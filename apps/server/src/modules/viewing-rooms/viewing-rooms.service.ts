import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type {
  CreateViewingRoomRequest,
  UpdateViewingRoomBody,
  ViewingRoom,
  ViewingRoomEnquiry,
  ViewingRoomLink,
} from '@archive/domain/viewing-rooms/viewing-room.schema';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import { VIEWING_ROOM_TOKEN_BYTES } from '@archive/domain/viewing-rooms/viewing-room.schema';
import { VIEWING_ROOM_PATH_PREFIX } from '@archive/domain/viewing-rooms/viewing-room-paths';
import { expiryLiesAhead } from '@archive/domain/viewing-rooms/viewing-room-expiry';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher';
import type { Db } from '../../db/client';
import type { NewViewingRoomRow, ViewingRoomRow } from '../../db/schema-viewing-rooms';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import type { Clock } from '../../lib/clock';
import type { ViewingRoomsRepository } from './viewing-rooms.repository';

/** The owner's artworks among `ids`, not deleted, by id (the artworks module's `findOwn`). */
export type LoadArtworks = (
  userId: string,
  ids: readonly string[],
) => Promise<Map<string, Artwork>>;

/** The version and last change of the owner's artworks among `ids`, not deleted, by id. */
export type LoadArtworkVersions = (
  userId: string,
  ids: readonly string[],
) => Promise<Map<string, { version: number; lastModified: Date }>>;

/**
 * What a room shows now, read without its works: the works' ids in the room's order (deleted
 * ones left out), a version that changes with any change to the room or to one of its works,
 * and when the last such change was (decision 054).
 */
export interface RoomListing {
  ids: string[];
  /** Each shown work's version. */
  versions: Map<string, number>;
  version: string;
  lastModified: Date;
}

export interface ViewingRoomsServiceDeps {
  rooms: ViewingRoomsRepository;
  loadArtworks: LoadArtworks;
  loadArtworkVersions: LoadArtworkVersions;
  hasher: PasswordHasher;
  clock: Clock;
  /** PUBLIC_URL: rooms' addresses are absolute from it. */
  publicUrl: string;
}

/** What a visitor may be shown of a room, decided before any work is read. */
export type RoomState =
  { kind: 'unknown' } | { kind: 'gone' } | { kind: 'open'; room: ViewingRoomRow };

function newToken(): string {
  return randomBytes(VIEWING_ROOM_TOKEN_BYTES).toString('base64url');
}

function newAccessKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What the owner's preview address carries (decision 032). */
const PREVIEW_PURPOSE = 'owner-preview';

/**
 * The room's owner-preview key: HMAC-SHA256 of the room's random access key. It changes with
 * the access key (a new password), and it cannot be worked back to the access key.
 */
export function previewKeyOf(room: Pick<ViewingRoomRow, 'accessKey'>): string {
  return createHmac('sha256', room.accessKey).update(PREVIEW_PURPOSE).digest('hex');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * An exhibition whose works change without a new arrangement keeps each remaining work's
 * place; a work new to it hangs on the facing wall (the owner arranges it in the app).
 */
function keptArrangement(
  row: ViewingRoomRow,
  changes: Partial<NewViewingRoomRow>,
): Partial<NewViewingRoomRow> {
  if (row.exhibition == null || changes.exhibition !== undefined) return {};
  if (changes.artworkIds === undefined) return {};
  const placeOf = new Map(row.exhibition.map((item) => [item.artworkId, item.place]));
  return {
    exhibition: changes.artworkIds.map((artworkId) => ({
      artworkId,
      place: placeOf.get(artworkId) ?? 'facing',
    })),
  };
}

export function createViewingRoomsService(deps: ViewingRoomsServiceDeps) {
  const { rooms, loadArtworks, loadArtworkVersions, hasher, clock, publicUrl } = deps;
  const base = publicUrl.replace(/\/+$/, '');
  const urlOf = (token: string) => `${base}${VIEWING_ROOM_PATH_PREFIX}${token}`;

  /** The caller's artworks among `ids`, not deleted, in the order asked; else 404. */
  async function checkOwnArtworks(userId: string, ids: string[]): Promise<void> {
    const found = await loadArtworks(userId, ids);
    for (const id of ids) if (!found.has(id)) throw recordNotFound();
  }

  /** A closing time set must lie ahead by the server's clock (the domain's rule). */
  function expiryOf(value: string | null | undefined, field: string): Date | null {
    if (value == null) return null;
    const date = new Date(value);
    if (!expiryLiesAhead(date, clock())) {
      throw new AppError(400, 'VALIDATION', VIEWING_ROOM_MESSAGES.expiryInPast, field);
    }
    return date;
  }

  let saltCache: { day: string; salt: string } | null = null;
  async function saltOf(day: string): Promise<string> {
    if (saltCache?.day === day) return saltCache.salt;
    const salt = await rooms.saltOf(day, randomBytes(32).toString('hex'));
    saltCache = { day, salt };
    return salt;
  }

  async function visitorHashOf(
    room: ViewingRoomRow,
    visitor: { ip: string; userAgent: string },
    day: string,
  ): Promise<string> {
    const salt = await saltOf(day);
    return createHash('sha256')
      .update(`${salt}\n${room.id}\n${visitor.ip}\n${visitor.userAgent}`)
      .digest('hex');
  }

  function toApiRoom(
    row: ViewingRoomRow,
    counts: Awaited<ReturnType<ViewingRoomsRepository['countsOf']>>,
  ): ViewingRoom {
    const figures = counts.get(row.id);
    return {
      id: row.id,
      url: urlOf(row.token),
      previewUrl: `${urlOf(row.token)}?preview=${previewKeyOf(row)}`,
      title: row.title,
      introduction: row.introduction,
      showPrice: row.showPrice,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      hasPassword: row.passwordHash !== null,
      artworkIds: row.artworkIds,
      exhibition: row.exhibition ?? null,
      revoked: row.revokedAt !== null,
      createdAt: row.createdAt.toISOString(),
      figures: {
        visits: figures?.visits ?? 0,
        uniqueVisitors: figures?.uniqueVisitors ?? 0,
        secondsSpent: figures?.secondsSpent ?? 0,
        views: row.artworkIds.map((artworkId) => ({
          artworkId,
          views: figures?.views.get(artworkId) ?? 0,
        })),
        enquiries: figures?.enquiries ?? 0,
      },
    };
  }

  return {
    urlOf,
    /**
     * Checks and hashes outside the change's transaction (the artworks are read through
     * their module, on its own connection; hashing takes a while), then `create` inserts.
     */
    async prepareCreate(
      userId: string,
      body: CreateViewingRoomRequest,
    ): Promise<NewViewingRoomRow> {
      await checkOwnArtworks(userId, body.artworkIds);
      const { options } = body;
      const password = options.password ?? null;
      const now = clock();
      return {
        userId,
        token: newToken(),
        title: options.title,
        introduction: options.introduction,
        showPrice: options.showPrice,
        expiresAt: expiryOf(options.expiresAt, 'options.expiresAt'),
        passwordHash: password === null ? null : await hasher.hash(password),
        accessKey: newAccessKey(),
        artworkIds: body.artworkIds,
        exhibition: options.exhibition ?? null,
        createdAt: now,
        updatedAt: now,
      };
    },
    async create(tx: Db, row: NewViewingRoomRow): Promise<ViewingRoomLink> {
      const inserted = await rooms.insert(tx, row);
      return { id: inserted.id, url: urlOf(inserted.token) };
    },

    async list(userId: string): Promise<ViewingRoom[]> {
      const rows = await rooms.listOwn(userId);
      const counts = await rooms.countsOf(rows.map((row) => row.id));
      return rows.map((row) => toApiRoom(row, counts));
    },

    /** What an edit changes, checked and hashed before its transaction. */
    async prepareUpdate(
      userId: string,
      body: UpdateViewingRoomBody,
    ): Promise<Partial<NewViewingRoomRow>> {
      // A new arrangement brings its works with it (the schema checked they agree).
      const artworkIds =
        body.exhibition?.map((placement) => placement.artworkId) ?? body.artworkIds;
      if (artworkIds !== undefined) await checkOwnArtworks(userId, artworkIds);
      const changes: Partial<NewViewingRoomRow> = {};
      if (artworkIds !== undefined) changes.artworkIds = artworkIds;
      if (body.exhibition !== undefined) changes.exhibition = body.exhibition;
      if (body.title !== undefined) changes.title = body.title;
      if (body.introduction !== undefined) changes.introduction = body.introduction;
      if (body.showPrice !== undefined) changes.showPrice = body.showPrice;
      if (body.expiresAt !== undefined) {
        changes.expiresAt = expiryOf(body.expiresAt, 'expiresAt');
      }
      if (body.password !== undefined) {
        changes.passwordHash = body.password === null ? null : await hasher.hash(body.password);
        // Whoever entered the old password must enter the new one.
        changes.accessKey = newAccessKey();
      }
      return changes;
    },
    /** Another user's room, or a revoked one, is 404. */
    async update(
      tx: Db,
      userId: string,
      id: string,
      changes: Partial<NewViewingRoomRow>,
    ): Promise<ViewingRoom> {
      const row = await rooms.lockOwn(tx, userId, id);
      if (row === null || row.revokedAt !== null) throw recordNotFound();
      const updated = await rooms.update(tx, id, {
        ...changes,
        ...keptArrangement(row, changes),
        updatedAt: clock(),
      });
      return toApiRoom(updated, new Map());
    },
    /** Revokes the room for good; revoking it again changes nothing. */
    async revoke(tx: Db, userId: string, id: string): Promise<{ id: string; revoked: true }> {
      const row = await rooms.lockOwn(tx, userId, id);
      if (row === null) throw recordNotFound();
      if (row.revokedAt === null) {
        const now = clock();
        await rooms.update(tx, id, { revokedAt: now, updatedAt: now });
      }
      return { id, revoked: true };
    },

    /** The room behind a public address: unknown, gone (revoked or expired) or open. */
    async roomAt(token: string): Promise<RoomState> {
      const room = await rooms.findByToken(token);
      if (room === null) return { kind: 'unknown' };
      if (room.revokedAt !== null) return { kind: 'gone' };
      if (room.expiresAt !== null && room.expiresAt.getTime() <= clock().getTime()) {
        return { kind: 'gone' };
      }
      return { kind: 'open', room };
    },
    /** True when the room has no password or the visitor's cookie holds its access key. */
    mayEnter(room: ViewingRoomRow, cookieValue: string | undefined): boolean {
      if (room.passwordHash === null) return true;
      if (cookieValue === undefined) return false;
      return sameSecret(cookieValue, room.accessKey);
    },
    /** True when `key` (the preview address's, or the owner cookie's) is the room's. */
    isOwnerPreview(room: ViewingRoomRow, key: string | undefined): boolean {
      return key !== undefined && sameSecret(key, previewKeyOf(room));
    },
    async checkPassword(room: ViewingRoomRow, password: string): Promise<boolean> {
      if (room.passwordHash === null) return true;
      return hasher.verify(room.passwordHash, password);
    },
    /** The room's works among `ids` (a page of its listing), in that order, as they are now. */
    async worksAmong(room: ViewingRoomRow, ids: readonly string[]): Promise<Artwork[]> {
      const found = await loadArtworks(room.userId, ids);
      return ids.flatMap((id) => {
        const artwork = found.get(id);
        return artwork === undefined ? [] : [artwork];
      });
    },
    /** What the room shows now, without reading its works (decision 054). */
    async listingOf(room: ViewingRoomRow): Promise<RoomListing> {
      const versions = await loadArtworkVersions(room.userId, room.artworkIds);
      const hash = createHash('sha256').update(`${room.id}\n${String(room.updatedAt.getTime())}`);
      const ids: string[] = [];
      const shown = new Map<string, number>();
      let lastModified = room.updatedAt;
      for (const id of new Set(room.artworkIds)) {
        const found = versions.get(id);
        if (found === undefined) continue;
        ids.push(id);
        shown.set(id, found.version);
        hash.update(`\n${id}:${String(found.version)}`);
        if (found.lastModified > lastModified) lastModified = found.lastModified;
      }
      return { ids, versions: shown, version: hash.digest('base64url'), lastModified };
    },
    /**
     * Counts a page of a visit, and a full-screen view of a work when given. The visitor is a
     * hash of the day's salt, the room, the address and the browser; no address or cookie is
     * kept (decision 032).
     */
    async countVisit(
      room: ViewingRoomRow,
      visitor: { ip: string; userAgent: string },
      artworkId?: string,
    ): Promise<void> {
      const now = clock();
      const day = utcDay(now);
      const visitorHash = await visitorHashOf(room, visitor, day);
      await rooms.countPage(room.id, visitorHash, day, now);
      if (artworkId !== undefined) await rooms.countWorkView(room.id, artworkId);
    },
    /** Keeps a visitor's enquiry about one of the room's works (issue 41). */
    async recordEnquiry(
      room: ViewingRoomRow,
      enquiry: {
        artworkId: string;
        artist: string;
        workTitle: string;
        visitorEmail: string;
        message: string;
      },
    ): Promise<void> {
      await rooms.insertEnquiry({ roomId: room.id, ...enquiry, createdAt: clock() });
    },
    /** The owner's room's enquiries, newest first; another user's room is 404. */
    async enquiriesOf(userId: string, roomId: string): Promise<ViewingRoomEnquiry[]> {
      const rows = await rooms.enquiriesOfOwn(userId, roomId);
      if (rows === null) throw recordNotFound();
      return rows.map((row) => ({
        id: row.id,
        artworkId: row.artworkId,
        artist: row.artist,
        workTitle: row.workTitle,
        visitorEmail: row.visitorEmail,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      }));
    },
    /** The leave beacon: the visitor's open visit lasts until now (decision 032). */
    async countLeave(
      room: ViewingRoomRow,
      visitor: { ip: string; userAgent: string },
    ): Promise<void> {
      const now = clock();
      const visitorHash = await visitorHashOf(room, visitor, utcDay(now));
      await rooms.extendVisit(room.id, visitorHash, now);
    },
  };
}

export type ViewingRoomsService = ReturnType<typeof createViewingRoomsService>;
