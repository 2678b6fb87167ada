import { VIEWING_ROOMS_CONTRACT } from '@archive/domain/contract/viewing-rooms.contract';
import type {
  UpdateViewingRoomBody,
  ViewingRoom,
  ViewingRoomEnquiry,
  ViewingRoomLink,
  ViewingRoomOptions,
} from '@archive/domain/viewing-rooms/viewing-room.schema';
import { callApi } from './api-client';

/** Viewing rooms (decision 032): online only, each change with an Idempotency-Key of its own. */
function changeHeaders(): Record<string, string> {
  return { 'idempotency-key': crypto.randomUUID() };
}

export function createViewingRoom(
  artworkIds: readonly string[],
  options: ViewingRoomOptions,
): Promise<ViewingRoomLink> {
  return callApi(VIEWING_ROOMS_CONTRACT.create, {
    body: { artworkIds, options },
    headers: changeHeaders(),
  });
}

export async function listViewingRooms(): Promise<ViewingRoom[]> {
  return (await callApi(VIEWING_ROOMS_CONTRACT.list)).rooms;
}

export function updateViewingRoom(id: string, body: UpdateViewingRoomBody): Promise<ViewingRoom> {
  return callApi(VIEWING_ROOMS_CONTRACT.update, {
    params: { id },
    body,
    headers: changeHeaders(),
  });
}

export async function revokeViewingRoom(id: string): Promise<void> {
  await callApi(VIEWING_ROOMS_CONTRACT.revoke, { params: { id }, headers: changeHeaders() });
}

/** A room's enquiries, newest first (issue 41). */
export async function listRoomEnquiries(id: string): Promise<ViewingRoomEnquiry[]> {
  return (await callApi(VIEWING_ROOMS_CONTRACT.enquiries, { params: { id } })).enquiries;
}
