import { idempotencyHeadersSchema } from '../sync/sync.schema';
import {
  createViewingRoomBodySchema,
  listRoomEnquiriesResponseSchema,
  listViewingRoomsResponseSchema,
  revokeViewingRoomResponseSchema,
  updateViewingRoomBodySchema,
  viewingRoomIdParamsSchema,
  viewingRoomLinkSchema,
  viewingRoomSchema,
} from '../viewing-rooms/viewing-room.schema';

/**
 * Viewing rooms (spec section 7: POST /v1/viewingRoom; the owner's calls are decision 032).
 * The public room itself is HTML under /rooms/, outside this contract.
 */
export const VIEWING_ROOMS_CONTRACT = {
  create: {
    method: 'POST',
    path: '/v1/viewingRoom',
    operationId: 'createViewingRoom',
    summary: 'Create a viewing room',
    headers: idempotencyHeadersSchema,
    body: createViewingRoomBodySchema,
    response: viewingRoomLinkSchema,
    public: false,
  },
  list: {
    method: 'GET',
    path: '/v1/viewingRooms',
    operationId: 'listViewingRooms',
    summary: 'The viewing rooms',
    response: listViewingRoomsResponseSchema,
    public: false,
  },
  update: {
    method: 'PATCH',
    path: '/v1/viewingRoom/:id',
    operationId: 'updateViewingRoom',
    summary: 'Change a viewing room',
    headers: idempotencyHeadersSchema,
    params: viewingRoomIdParamsSchema,
    body: updateViewingRoomBodySchema,
    response: viewingRoomSchema,
    public: false,
  },
  /** The enquiries visitors sent from the room (issue 41); another user's room is 404. */
  enquiries: {
    method: 'GET',
    path: '/v1/viewingRoom/:id/enquiries',
    operationId: 'listRoomEnquiries',
    summary: "A viewing room's enquiries",
    params: viewingRoomIdParamsSchema,
    response: listRoomEnquiriesResponseSchema,
    public: false,
  },
  revoke: {
    method: 'DELETE',
    path: '/v1/viewingRoom/:id',
    operationId: 'revokeViewingRoom',
    summary: 'Close a viewing room',
    headers: idempotencyHeadersSchema,
    params: viewingRoomIdParamsSchema,
    response: revokeViewingRoomResponseSchema,
    public: false,
  },
} as const;
