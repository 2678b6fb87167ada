import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import { ROOM_PAGES_CONTRACT } from '@archive/domain/contract/room-pages.contract';
import { roomEnquiryMail } from '@archive/domain/viewing-rooms/room-enquiry-mail.messages';
import { ROOM_PAGE_MESSAGES as M } from '@archive/domain/viewing-rooms/viewing-room.messages';
import {
  roomEnquirySchema,
  roomPasswordFormSchema,
  VIEWING_ROOM_PAGE_SIZE,
  viewingRoomTokenSchema,
} from '@archive/domain/viewing-rooms/viewing-room.schema';
import { VIEWING_ROOM_PATH_PREFIX } from '@archive/domain/viewing-rooms/viewing-room-paths';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { toErrorResponse } from '../../plugins/error-handler';
import type { ViewingRoomRow } from '../../db/schema-viewing-rooms';
import { isAutomatedVisitor } from './automated-visitor';
import { publicExhibitionOf } from './exhibition-projection';
import { browserCopyIsFresh, createRoomPageCache } from './room-page-cache';
import {
  messagePage,
  passwordPage,
  ROOM_LEAVE_SCRIPT,
  ROOM_EXHIBITION_SCRIPT,
  roomPage,
  roomPageUrl,
  viewerPage,
} from './room-page.html';
import type { RoomListing } from './viewing-rooms.service';

/** The cookie a visitor gets after the right password (holds the room's access key). */
export const ROOM_ACCESS_COOKIE = 'room_access';
const ACCESS_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/**
 * The cookie the owner's preview address sets (holds the room's preview key): pages seen with
 * it are not counted and need no password (decision 032).
 */
export const ROOM_OWNER_COOKIE = 'room_owner';
const OWNER_COOKIE_MAX_AGE_S = 24 * 60 * 60;
const FORM_BODY_LIMIT = 16 * 1024;
const TAG = 'room pages';
/** Rendered pages kept per process (decision 054): a few hundred rooms' pages. */
const PAGE_CACHE = { maxSize: 32 * 1024 * 1024, ttlMs: 10 * 60_000 };

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/** Compressed by the app's compression plugin (decision 059) on the way out. */
function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      // Live from the archive: never a stale copy, in no cache on the way.
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(html)
  );
}

/**
 * A page the browser may keep and must check again before each use (decision 054): answered
 * 304 when its copy is the page as it is now. `private`: a password room's pages stay in the
 * visitor's own browser, never in a shared cache.
 */
async function sendCachedHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  validators: { tag: string; lastModified: Date; now: Date },
  html: () => Promise<{ html: string; current: boolean; status?: number }>,
): Promise<FastifyReply> {
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('x-robots-tag', 'noindex, nofollow');
  if (browserCopyIsFresh(request, validators.tag, validators.lastModified)) {
    return reply
      .status(304)
      .header('etag', validators.tag)
      .header('cache-control', 'private, no-cache')
      .send();
  }
  const page = await html();
  if (!page.current) return sendHtml(reply, page.status ?? 200, page.html);
  // Last-Modified counts whole seconds: given only once the last change's second is over, so
  // a change later in that second cannot hide behind it. The tag has no such gap.
  const second = (date: Date) => Math.floor(date.getTime() / 1000);
  if (second(validators.lastModified) < second(validators.now)) {
    void reply.header('last-modified', validators.lastModified.toUTCString());
  }
  return reply
    .status(200)
    .header('etag', validators.tag)
    .header('cache-control', 'private, no-cache')
    .send(page.html);
}

/** A script of the room pages: the same for every room, kept a day. */
function sendScript(reply: FastifyReply, script: string): FastifyReply {
  return reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .send(script);
}

/** The page number asked for: null when absent; NaN when it is not a page number at all. */
function pageAsked(value: unknown): number | null {
  if (value === undefined) return null;
  return typeof value === 'string' && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : NaN;
}

function pageCountOf(listing: RoomListing): number {
  return Math.max(1, Math.ceil(listing.ids.length / VIEWING_ROOM_PAGE_SIZE));
}

/** The room's page that holds the work at `index` of its listing. */
function pageOfIndex(index: number): number {
  return Math.floor(index / VIEWING_ROOM_PAGE_SIZE) + 1;
}

const notFound = (reply: FastifyReply) =>
  sendHtml(reply, 404, messagePage(M.notFoundTitle, M.notFoundBody));
const gone = (reply: FastifyReply) => sendHtml(reply, 410, messagePage(M.goneTitle, M.goneBody));

function roomPath(token: string): string {
  return `${VIEWING_ROOM_PATH_PREFIX}${token}`;
}

function visitorOf(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Crawlers, link previews, scripts and prefetches are answered but not counted. */
function isAutomated(request: FastifyRequest): boolean {
  return isAutomatedVisitor({
    userAgent: request.headers['user-agent'],
    secPurpose: headerText(request, 'sec-purpose'),
    purpose: headerText(request, 'purpose'),
  });
}

/** A room the visitor may see; `owner` when it is the owner's preview. */
interface Entered {
  room: ViewingRoomRow;
  owner: boolean;
}

/**
 * The public room (decision 032): no sign-in, HTML made on the server, hidden from the OpenAPI
 * document (not JSON; tested in room-page.test.ts). Unknown 404, revoked or expired 410, a
 * password room 401 with its form until the visitor's cookie holds its access key.
 */
export const roomPageRoutes: FastifyPluginAsync<{
  secureCookies: boolean;
  /** The built 3D room's script (decision 057), or null without a web build. */
  exhibitionModule: string | null;
}> = async (app, options) => {
  // Registered in this plugin's scope: the API keeps its JSON-only bodies and cookie-free
  // requests. Forms post url-encoded fields; pages go out compressed by the app's compression
  // plugin (decision 059), off the event loop.
  await app.register(cookie);
  await app.register(formBody, { bodyLimit: FORM_BODY_LIMIT });

  // People meet these pages: a refusal or a failure here is a page too, never the API's JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error, request);
    if (status < 500) request.log.info({ code: body.error.code, status }, 'Request refused');
    const page =
      status >= 500
        ? messagePage(M.failedTitle, M.failedBody)
        : messagePage(M.unreadableTitle, M.unreadableBody);
    return sendHtml(reply, status, page);
  });

  /** A cookie for one room's pages only, never readable by a script. */
  function roomCookie(token: string, maxAgeS: number): CookieSerializeOptions {
    return {
      path: roomPath(token),
      maxAge: maxAgeS,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
    };
  }

  /** The open room the visitor may enter, or the answer already sent. */
  async function enter(
    request: FastifyRequest,
    token: string,
    reply: FastifyReply,
  ): Promise<Entered | null> {
    if (!viewingRoomTokenSchema.safeParse(token).success) {
      await notFound(reply);
      return null;
    }
    const state = await app.viewingRooms.roomAt(token);
    if (state.kind === 'unknown') {
      await notFound(reply);
      return null;
    }
    if (state.kind === 'gone') {
      await gone(reply);
      return null;
    }
    // The owner previewing the room is not asked its password (decision 032).
    if (app.viewingRooms.isOwnerPreview(state.room, cookieValue(request, ROOM_OWNER_COOKIE))) {
      return { room: state.room, owner: true };
    }
    if (!app.viewingRooms.mayEnter(state.room, cookieValue(request, ROOM_ACCESS_COOKIE))) {
      await sendHtml(reply, 401, passwordPage({ roomPath: roomPath(token), wrong: false }));
      return null;
    }
    return { room: state.room, owner: false };
  }

  /** A shared limit (decision 021); an HTML page instead of the API's JSON when it is met. */
  async function withinLimit(
    name: 'roomEnquiryPerIp' | 'roomLeavePerIp',
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    try {
      await app.limit(name, 'ip').call(app, request, reply);
      return true;
    } catch (error) {
      if (!isAppError(error) || error.statusCode !== 429) throw error;
      await sendHtml(reply, 429, messagePage(M.tooManyTries, M.tooManyTries));
      return false;
    }
  }

  async function countVisit(
    request: FastifyRequest,
    { room, owner }: Entered,
    artworkId?: string,
  ): Promise<void> {
    // The owner's own looks and programs' fetches are not visits (decision 032).
    if (owner || isAutomated(request)) return;
    try {
      await app.viewingRooms.countVisit(room, visitorOf(request), artworkId);
    } catch (error) {
      // A figure missed is better than a room that does not open.
      request.log.warn({ err: error }, 'Could not count a viewing room visit');
    }
  }

  /** The script of the leave beacon (decision 032): a file, as the CSP allows no inline script. */
  contractRoute(app, TAG, ROOM_PAGES_CONTRACT.leaveScript, {}, (_request, _input, reply) =>
    sendScript(reply, ROOM_LEAVE_SCRIPT),
  );

  /** The loader of a saved exhibition's 3D room (decision 057). */
  contractRoute(app, TAG, ROOM_PAGES_CONTRACT.exhibitionScript, {}, (_request, _input, reply) =>
    sendScript(reply, ROOM_EXHIBITION_SCRIPT),
  );

  const cache = createRoomPageCache(PAGE_CACHE);

  /**
   * Page views per visitor's address (issue 33): enough for an office behind one address
   * browsing a room together; a script fetching in a loop is told to wait.
   */
  async function withinPageLimit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const waitS = await app.hitLimit('roomPagePerVisitor', request.ip);
    if (waitS === null) return true;
    void reply.header('retry-after', waitS);
    await sendHtml(reply, 429, messagePage(M.slowDownTitle, M.slowDownFor(Math.ceil(waitS / 60))));
    return false;
  }

  /**
   * Works of the listing among `ids`, and whether they are still the versions the listing saw
   * (a change between the two reads is rendered but not cached under the older tag).
   */
  async function worksOfListing(
    room: ViewingRoomRow,
    listing: RoomListing,
    ids: readonly string[],
  ): Promise<{ works: Artwork[]; current: boolean }> {
    const works = await app.viewingRooms.worksAmong(room, ids);
    const current =
      works.length === ids.length &&
      works.every((work) => listing.versions.get(work.id) === work.version);
    return { works, current };
  }

  /**
   * A saved exhibition's public projection for its 3D room (decision 057): behind the room's
   * password and closing like its pages, not counted as a visit (the page was), and only what
   * a wall label shows. A plain room has none (404).
   */
  contractRoute(
    app,
    TAG,
    ROOM_PAGES_CONTRACT.exhibition,
    {},
    async (request, { params }, reply) => {
      if (!(await withinPageLimit(request, reply))) return reply;
      const entered = await enter(request, params.token, reply);
      if (entered === null) return reply;
      const { room } = entered;
      if (room.exhibition == null) return notFound(reply);
      const listing = await app.viewingRooms.listingOf(room);
      const works = await app.viewingRooms.worksAmong(room, listing.ids);
      // Written as JSON here, as Fastify's default serializer wrote it: the contract's schema
      // describes the answer and the projection's tests check it.
      return reply
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(publicExhibitionOf(room.title, room.exhibition, works)));
    },
  );

  contractRoute(
    app,
    TAG,
    ROOM_PAGES_CONTRACT.room,
    {},
    async (request, { params, query }, reply) => {
      const { enquiry, work, preview } = query;
      const token = params.token;
      if (typeof preview === 'string' && viewingRoomTokenSchema.safeParse(token).success) {
        // The owner's preview address: a cookie for this room's pages, then the plain address
        // (so the key does not stay in the address bar or the history). A wrong key is ignored.
        const state = await app.viewingRooms.roomAt(token);
        if (state.kind === 'open' && app.viewingRooms.isOwnerPreview(state.room, preview)) {
          return reply
            .setCookie(ROOM_OWNER_COOKIE, preview, roomCookie(token, OWNER_COOKIE_MAX_AGE_S))
            .redirect(roomPath(token), 303);
        }
      }
      if (!(await withinPageLimit(request, reply))) return reply;
      const entered = await enter(request, token, reply);
      if (entered === null) return reply;
      const { room } = entered;
      const path = roomPath(token);
      const listing = await app.viewingRooms.listingOf(room);
      const pages = pageCountOf(listing);
      const asked = pageAsked(query.page);
      // A page that is not there (the room has fewer works now): the nearest one that is.
      if (asked !== null && !(asked <= pages)) {
        return reply.redirect(roomPageUrl(path, Number.isNaN(asked) ? 1 : pages), 303);
      }
      const number = asked ?? 1;
      const ids = listing.ids.slice(
        (number - 1) * VIEWING_ROOM_PAGE_SIZE,
        number * VIEWING_ROOM_PAGE_SIZE,
      );
      await countVisit(request, entered);
      const render = async () => {
        const { works, current } = await worksOfListing(room, listing, ids);
        const html = roomPage({
          title: room.title,
          introduction: room.introduction,
          showPrice: room.showPrice,
          roomPath: path,
          works,
          page: { number, count: pages },
          enquiry:
            typeof work === 'string' && (enquiry === 'sent' || enquiry === 'invalid')
              ? { artworkId: work, sent: enquiry === 'sent' }
              : null,
          ownerPreview: entered.owner,
          exhibition: room.exhibition,
          exhibitionModule: options.exhibitionModule,
        });
        return { html, current };
      };
      // The answer to an enquiry is one visitor's: made for them, never kept.
      if (enquiry !== undefined) return sendHtml(reply, 200, (await render()).html);
      // The 3D room's script is named by its build: a new build is a new page.
      const tag = cache.tagOf(
        listing.version,
        'room',
        String(number),
        String(entered.owner),
        options.exhibitionModule ?? '',
      );
      const validators = { tag, lastModified: listing.lastModified, now: app.clock() };
      return sendCachedHtml(request, reply, validators, async () => {
        const kept = cache.get(tag);
        if (kept !== undefined) return { html: kept, current: true };
        const page = await render();
        if (page.current) cache.set(tag, page.html);
        return page;
      });
    },
  );

  /**
   * The leave beacon (decision 032): the visitor's open visit lasts until now, so a one-page
   * visit has a length. Always 204 and nothing else: no cookie is set, no address is kept.
   */
  contractRoute(
    app,
    TAG,
    ROOM_PAGES_CONTRACT.leave,
    { bodyLimit: 1024 },
    async (request, { params }, reply) => {
      const noContent = () => reply.status(204).header('cache-control', 'no-store').send();
      try {
        await app.limit('roomLeavePerIp', 'ip').call(app, request, reply);
      } catch (error) {
        if (!isAppError(error) || error.statusCode !== 429) throw error;
        return noContent();
      }
      const token = params.token;
      if (!viewingRoomTokenSchema.safeParse(token).success || isAutomated(request)) {
        return noContent();
      }
      try {
        const state = await app.viewingRooms.roomAt(token);
        // Only a visitor who may see the room, and not its owner previewing it, is timed.
        const counted =
          state.kind === 'open' &&
          !app.viewingRooms.isOwnerPreview(state.room, cookieValue(request, ROOM_OWNER_COOKIE)) &&
          app.viewingRooms.mayEnter(state.room, cookieValue(request, ROOM_ACCESS_COOKIE));
        if (counted) await app.viewingRooms.countLeave(state.room, visitorOf(request));
      } catch (error) {
        request.log.warn({ err: error }, 'Could not count a viewing room leave beacon');
      }
      return noContent();
    },
  );

  contractRoute(
    app,
    TAG,
    ROOM_PAGES_CONTRACT.enterPassword,
    {},
    async (request, { params }, reply) => {
      const token = params.token;
      // Counted per room and visitor, under a ceiling per room (issue 33): one office's
      // tries do not lock it out of other rooms, and many addresses cannot guess one room.
      const visitor = `${token}\n${request.ip}`;
      const waitS =
        (await app.hitLimit('roomPasswordPerVisitor', visitor)) ??
        (await app.peekLimit('roomPasswordPerRoom', token));
      if (waitS !== null) {
        void reply.header('retry-after', waitS);
        return sendHtml(
          reply,
          429,
          messagePage(M.tooManyTriesTitle, M.tryAgainIn(Math.ceil(waitS / 60))),
        );
      }
      const state = viewingRoomTokenSchema.safeParse(token).success
        ? await app.viewingRooms.roomAt(token)
        : ({ kind: 'unknown' } as const);
      if (state.kind === 'unknown') return notFound(reply);
      if (state.kind === 'gone') return gone(reply);
      const form = roomPasswordFormSchema.safeParse(request.body);
      const right =
        form.success && (await app.viewingRooms.checkPassword(state.room, form.data.password));
      if (!right) {
        // Only wrong passwords count toward the room's ceiling: its visitors entering are many.
        await app.hitLimit('roomPasswordPerRoom', token);
        return sendHtml(reply, 401, passwordPage({ roomPath: roomPath(token), wrong: true }));
      }
      await app.resetLimit('roomPasswordPerVisitor', visitor);
      return reply
        .setCookie(
          ROOM_ACCESS_COOKIE,
          state.room.accessKey,
          roomCookie(token, ACCESS_COOKIE_MAX_AGE_S),
        )
        .redirect(roomPath(token), 303);
    },
  );

  contractRoute(app, TAG, ROOM_PAGES_CONTRACT.work, {}, async (request, { params }, reply) => {
    if (!(await withinPageLimit(request, reply))) return reply;
    const entered = await enter(request, params.token, reply);
    if (entered === null) return reply;
    const { room } = entered;
    const listing = await app.viewingRooms.listingOf(room);
    const { artworkId } = params;
    const index = listing.ids.indexOf(artworkId);
    if (index === -1) return sendHtml(reply, 404, messagePage(M.notFoundTitle, M.noLongerShown));
    await countVisit(request, entered, artworkId);
    const tag = cache.tagOf(listing.version, 'work', artworkId, String(entered.owner));
    const validators = { tag, lastModified: listing.lastModified, now: app.clock() };
    return sendCachedHtml(request, reply, validators, async () => {
      const kept = cache.get(tag);
      if (kept !== undefined) return { html: kept, current: true };
      const { works, current } = await worksOfListing(room, listing, [artworkId]);
      const artwork = works[0];
      if (artwork === undefined) {
        // Deleted between the two reads.
        const html = messagePage(M.notFoundTitle, M.noLongerShown);
        return { html, current: false, status: 404 };
      }
      const html = viewerPage({
        roomPath: roomPath(params.token),
        roomPage: pageOfIndex(index),
        artwork,
        previousId: listing.ids[index - 1],
        nextId: listing.ids[index + 1],
        showPrice: room.showPrice,
        ownerPreview: entered.owner,
      });
      if (current) cache.set(tag, html);
      return { html, current };
    });
  });

  contractRoute(app, TAG, ROOM_PAGES_CONTRACT.enquiry, {}, async (request, { params }, reply) => {
    if (!(await withinLimit('roomEnquiryPerIp', request, reply))) return reply;
    const entered = await enter(request, params.token, reply);
    if (entered === null) return reply;
    const { room } = entered;
    const path = roomPath(params.token);
    const form = roomEnquirySchema.safeParse(request.body);
    const listing = await app.viewingRooms.listingOf(room);
    const artworkId = form.success
      ? form.data.artworkId
      : (request.body as { artworkId?: unknown } | undefined)?.artworkId;
    const index = typeof artworkId === 'string' ? listing.ids.indexOf(artworkId) : -1;
    const shownId = listing.ids[index];
    const work: Artwork | undefined =
      shownId === undefined ? undefined : (await app.viewingRooms.worksAmong(room, [shownId]))[0];
    if (work === undefined) {
      return sendHtml(reply, 404, messagePage(M.notFoundTitle, M.noLongerShown));
    }
    // Back to the page that holds the work, with the form's answer beside it.
    const page = pageOfIndex(index);
    const back = (state: 'sent' | 'invalid') =>
      reply.redirect(
        `${path}?${page > 1 ? `page=${String(page)}&` : ''}enquiry=${state}&work=${work.id}#work-${work.id}`,
        303,
      );
    if (!form.success) return back('invalid');
    const owner = await app.users.findById(room.userId);
    if (owner === null) return gone(reply);
    const enquiry = {
      artworkId: work.id,
      artist: work.artist,
      workTitle: work.artworkValues.title.trim() || 'Untitled',
      visitorEmail: form.data.email,
      message: form.data.message,
    };
    try {
      // Kept first: the owner sees it on the room's page even if the mail never arrives.
      await app.viewingRooms.recordEnquiry(room, enquiry);
    } catch (error) {
      request.log.error({ err: error }, 'Could not keep a viewing room enquiry');
      return sendHtml(reply, 503, messagePage(M.enquiryFailedTitle, M.enquiryFailedBody));
    }
    try {
      await app.mail.send({
        to: owner.email,
        // A reply from the owner's mail program goes to the visitor, not to our sender.
        replyTo: form.data.email,
        ...roomEnquiryMail({ roomTitle: room.title, ...enquiry }),
      });
    } catch (error) {
      // The enquiry is kept and listed in the app: the visitor's part is done.
      request.log.error({ err: error }, 'Could not mail a viewing room enquiry');
    }
    return back('sent');
  });
};
