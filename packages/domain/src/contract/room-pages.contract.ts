import { z } from 'zod';
import { publicExhibitionSchema } from '../exhibitions/public-exhibition.schema';
import { VIEWING_ROOM_PATH_PREFIX } from '../viewing-rooms/viewing-room-paths';

/** The room pages' only script, a file of its own (the CSP allows no inline script). */
export const ROOM_LEAVE_SCRIPT_PATH = `${VIEWING_ROOM_PATH_PREFIX}leave.js`;
/** The loader of a saved exhibition's 3D room (decision 057), a file for the same reason. */
export const ROOM_EXHIBITION_SCRIPT_PATH = `${VIEWING_ROOM_PATH_PREFIX}exhibition-3d.js`;

const HTML = ['text/html'] as const;
const SCRIPT = ['text/javascript'] as const;
const FORM = ['application/x-www-form-urlencoded'] as const;

/** A page: HTML made on the server (never serialised as JSON). */
const pageSchema = z.string();
const tokenParams = z.object({ token: z.string() });
/**
 * A query value as the address gives it: a name given twice is a list. The pages judge the
 * values themselves (a wrong page number is a redirect, not a refusal).
 */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The public viewing room (decisions 032, 054 and 057): no sign-in, pages and forms for
 * people, cookies for a room's password and its owner's preview. Not in the OpenAPI
 * document (HTML, scripts, form posts; the hidden-routes fuzz covers them). Tokens, ids and
 * forms are checked by the pages themselves: an unknown token is a 404 page, a wrong form the
 * form again with its message, never the API's JSON refusal.
 */
export const ROOM_PAGES_CONTRACT = {
  leaveScript: {
    method: 'GET',
    path: ROOM_LEAVE_SCRIPT_PATH,
    operationId: 'getRoomLeaveScript',
    summary: "The room pages' leave beacon script",
    produces: SCRIPT,
    response: z.string(),
    public: true,
    hidden: true,
  },
  exhibitionScript: {
    method: 'GET',
    path: ROOM_EXHIBITION_SCRIPT_PATH,
    operationId: 'getRoomExhibitionScript',
    summary: "The loader of a saved exhibition's 3D room",
    produces: SCRIPT,
    response: z.string(),
    public: true,
    hidden: true,
  },
  /** A saved exhibition's public projection for its 3D room; a plain room has none (404). */
  exhibition: {
    method: 'GET',
    path: `${VIEWING_ROOM_PATH_PREFIX}:token/exhibition.json`,
    operationId: 'getRoomExhibition',
    summary: "A saved exhibition's works and hang for its 3D room",
    params: tokenParams,
    response: publicExhibitionSchema,
    public: true,
    hidden: true,
  },
  /** A page of the room's works; `preview` is the owner's key, `enquiry` a form's answer. */
  room: {
    method: 'GET',
    path: `${VIEWING_ROOM_PATH_PREFIX}:token`,
    operationId: 'getRoomPage',
    summary: "A page of a viewing room's works",
    params: tokenParams,
    querystring: z.object({
      enquiry: queryValue,
      work: queryValue,
      preview: queryValue,
      page: queryValue,
    }),
    produces: HTML,
    response: pageSchema,
    public: true,
    hidden: true,
  },
  /** The visitor's password; right, the room again with its cookie (303). */
  enterPassword: {
    method: 'POST',
    path: `${VIEWING_ROOM_PATH_PREFIX}:token`,
    operationId: 'enterRoomPassword',
    summary: "Enter a viewing room's password",
    params: tokenParams,
    consumes: FORM,
    produces: HTML,
    response: pageSchema,
    public: true,
    hidden: true,
  },
  /** The leave beacon: always 204 and nothing else. */
  leave: {
    method: 'POST',
    path: `${VIEWING_ROOM_PATH_PREFIX}:token/leave`,
    operationId: 'leaveRoom',
    summary: 'A visitor left the room (its beacon)',
    params: tokenParams,
    status: 204,
    response: z.undefined(),
    public: true,
    hidden: true,
  },
  /** One work of the room, with its neighbours. */
  work: {
    method: 'GET',
    path: `${VIEWING_ROOM_PATH_PREFIX}:token/works/:artworkId`,
    operationId: 'getRoomWorkPage',
    summary: "A viewing room's work",
    params: z.object({ token: z.string(), artworkId: z.string() }),
    produces: HTML,
    response: pageSchema,
    public: true,
    hidden: true,
  },
  /** A visitor's enquiry about a work; back to its page with the form's answer (303). */
  enquiry: {
    method: 'POST',
    path: `${VIEWING_ROOM_PATH_PREFIX}:token/enquiry`,
    operationId: 'sendRoomEnquiry',
    summary: 'Send an enquiry about a work of a viewing room',
    params: tokenParams,
    consumes: FORM,
    produces: HTML,
    response: pageSchema,
    public: true,
    hidden: true,
  },
} as const;
