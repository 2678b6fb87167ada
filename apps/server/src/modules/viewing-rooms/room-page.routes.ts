import compress from '@fastify/compress';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import { roomEnquiryMail } from '@archive/domain/viewing-rooms/room-enquiry-mail.messages';
import { ROOM_PAGE_MESSAGES as M } from '@archive/domain/viewing-rooms/viewing-room.messages';
import {
  roomEnquirySchema,
  roomPasswordFormSchema,
  VIEWING_ROOM_PATH_PREFIX,
  viewingRoomTokenSchema,
} from '@archive/domain/viewing-rooms/viewing-room.schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import type { ViewingRoomRow } from '../../db/schema-viewing-rooms';
import { isAutomatedVisitor } from './automated-visitor';
import {
  messagePage,
  passwordPage,
  ROOM_LEAVE_SCRIPT,
  ROOM_LEAVE_SCRIPT_PATH,
  roomPage,
  viewerPage,
} from './room-page.html';

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

interface TokenParams {
  token: string;
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/** Compressed by @fastify/compress (registered for these routes only) on the way out. */
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
export const roomPageRoutes: FastifyPluginAsync<{ secureCookies: boolean }> = async (
  app,
  options,
) => {
  // Registered in this plugin's scope: the API keeps its JSON-only bodies and cookie-free
  // requests. Forms post url-encoded fields; pages go out compressed off the event loop.
  await app.register(cookie);
  await app.register(formBody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(compress, { encodings: ['br', 'gzip'] });

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
    request: FastifyRequest<{ Params: TokenParams }>,
    reply: FastifyReply,
  ): Promise<Entered | null> {
    const token = request.params.token;
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
  app.get(ROOM_LEAVE_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(ROOM_LEAVE_SCRIPT),
  );

  app.get<{
    Params: TokenParams;
    Querystring: { enquiry?: string; work?: string; preview?: string };
  }>(`${VIEWING_ROOM_PATH_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const { enquiry, work, preview } = request.query;
    if (
      typeof preview === 'string' &&
      viewingRoomTokenSchema.safeParse(request.params.token).success
    ) {
      // The owner's preview address: a cookie for this room's pages, then the plain address
      // (so the key does not stay in the address bar or the history). A wrong key is ignored.
      const state = await app.viewingRooms.roomAt(request.params.token);
      if (state.kind === 'open' && app.viewingRooms.isOwnerPreview(state.room, preview)) {
        const token = request.params.token;
        return reply
          .setCookie(ROOM_OWNER_COOKIE, preview, roomCookie(token, OWNER_COOKIE_MAX_AGE_S))
          .redirect(roomPath(token), 303);
      }
    }
    {
      const entered = await enter(request, reply);
      if (entered === null) return reply;
      const { room } = entered;
      const works = await app.viewingRooms.worksOf(room);
      await countVisit(request, entered);
      return sendHtml(
        reply,
        200,
        roomPage({
          title: room.title,
          introduction: room.introduction,
          showPrice: room.showPrice,
          roomPath: roomPath(request.params.token),
          works,
          enquiry:
            typeof work === 'string' && (enquiry === 'sent' || enquiry === 'invalid')
              ? { artworkId: work, sent: enquiry === 'sent' }
              : null,
          ownerPreview: entered.owner,
        }),
      );
    }
  });

  /**
   * The leave beacon (decision 032): the visitor's open visit lasts until now, so a one-page
   * visit has a length. Always 204 and nothing else: no cookie is set, no address is kept.
   */
  app.post<{ Params: TokenParams }>(
    `${VIEWING_ROOM_PATH_PREFIX}:token/leave`,
    { schema: { hide: true }, bodyLimit: 1024 },
    async (request, reply) => {
      const noContent = () => reply.status(204).header('cache-control', 'no-store').send();
      try {
        await app.limit('roomLeavePerIp', 'ip').call(app, request, reply);
      } catch (error) {
        if (!isAppError(error) || error.statusCode !== 429) throw error;
        return noContent();
      }
      const token = request.params.token;
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

  app.post<{ Params: TokenParams }>(
    `${VIEWING_ROOM_PATH_PREFIX}:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      const token = request.params.token;
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

  app.get<{ Params: TokenParams & { artworkId: string } }>(
    `${VIEWING_ROOM_PATH_PREFIX}:token/works/:artworkId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const entered = await enter(request, reply);
      if (entered === null) return reply;
      const { room } = entered;
      const works = await app.viewingRooms.worksOf(room);
      const index = works.findIndex((work) => work.id === request.params.artworkId);
      const artwork = works[index];
      if (artwork === undefined) {
        return sendHtml(reply, 404, messagePage(M.notFoundTitle, M.noLongerShown));
      }
      await countVisit(request, entered, artwork.id);
      return sendHtml(
        reply,
        200,
        viewerPage({
          roomPath: roomPath(request.params.token),
          artwork,
          previous: works[index - 1],
          next: works[index + 1],
          showPrice: room.showPrice,
          ownerPreview: entered.owner,
        }),
      );
    },
  );

  app.post<{ Params: TokenParams }>(
    `${VIEWING_ROOM_PATH_PREFIX}:token/enquiry`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!(await withinLimit('roomEnquiryPerIp', request, reply))) return reply;
      const entered = await enter(request, reply);
      if (entered === null) return reply;
      const { room } = entered;
      const path = roomPath(request.params.token);
      const form = roomEnquirySchema.safeParse(request.body);
      const works = await app.viewingRooms.worksOf(room);
      const artworkId = (request.body as { artworkId?: unknown } | undefined)?.artworkId;
      const work: Artwork | undefined = works.find(
        (item) => item.id === (form.success ? form.data.artworkId : artworkId),
      );
      if (work === undefined) {
        return sendHtml(reply, 404, messagePage(M.notFoundTitle, M.noLongerShown));
      }
      const back = (state: 'sent' | 'invalid') =>
        reply.redirect(`${path}?enquiry=${state}&work=${work.id}#work-${work.id}`, 303);
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
    },
  );
};
