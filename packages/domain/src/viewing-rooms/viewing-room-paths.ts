/**
 * Addresses of rooms, apart from the schemas: the web app's router names the rooms page in its
 * first load, which must not build the room schemas with it (issue 37).
 */

/** The public address of a room: `${PUBLIC_URL}/rooms/<token>`. */
export const VIEWING_ROOM_PATH_PREFIX = '/rooms/';
/** The owner's rooms page of the web app (decision 033). */
export const VIEWING_ROOMS_ROUTE = '/viewing-rooms';
