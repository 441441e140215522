import { z } from 'zod';
import { votingSystemSchema } from '../domain/decks';
import { roomNameSchema } from '../protocol/room-protocol';
import { roomOptionsSchema } from '../protocol/room-view';

export const createRoomSchema = roomOptionsSchema.extend({
  /** Added after the others: callers written before it get the default, off. */
  viewersMayTakeSeat: z.boolean().default(false),
  name: roomNameSchema,
  votingSystem: votingSystemSchema,
  /** Whether the creator votes, or only facilitates as an observer. */
  creatorVotes: z.boolean(),
});
export type CreateRoomInput = z.infer<typeof createRoomSchema>;

export const createRoomResponseSchema = z.object({ id: z.string() });

/**
 * What anyone with a room's link may learn before joining: that it exists, and its name. Nothing
 * about who is in it or what is being estimated.
 */
export const roomPreviewSchema = z.object({ id: z.string(), name: z.string() });
export type RoomPreview = z.infer<typeof roomPreviewSchema>;

export const roomSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  isOwner: z.boolean(),
  isFavorite: z.boolean(),
  /** The team it belongs to; null for none. */
  teamId: z.string().nullable(),
  /** What its link carries once a new link was made (live-protocol.ts). */
  linkKey: z.string().nullable(),
  lastVisitDate: z.string().nullable(),
  memberCount: z.number().int(),
  taskCount: z.number().int(),
  createAt: z.string(),
  updatedAt: z.string(),
});
export type RoomSummary = z.infer<typeof roomSummarySchema>;

/** SPEC §3's user lists, served as views of memberships so they never drift. */
export const myRoomsSchema = z.object({
  rooms: z.array(roomSummarySchema),
  guestRooms: z.array(roomSummarySchema),
  lastVisitMeets: z.array(roomSummarySchema),
});
export type MyRooms = z.infer<typeof myRoomsSchema>;
