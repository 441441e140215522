import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { MyRooms, RoomSummary } from '../../../shared/api/rooms';
import { recentRooms } from '../../../shared/domain/recent-rooms';
import { api, isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { lazyRules } from '../../lib/lazy-rules';

/**
 * The user's room lists and the actions on them. Shared by /rooms and /dashboard, which show the
 * same rooms, so a change made on one page is already in the cache of the other.
 */
export const MY_ROOMS_QUERY_KEY = ['my-rooms'] as const;
export const PROFILE_STATS_QUERY_KEY = ['profile-stats'] as const;

/** The answers' schemas come with zod while the first list is on its way, not with the page. */
const roomsRules = lazyRules(() => import('../../../shared/api/rooms'));
const myRoomsSchema = roomsRules.schema((rules) => rules.myRoomsSchema);
const roomSummarySchema = roomsRules.schema((rules) => rules.roomSummarySchema);

/** Lists are re-read now and then while visible: rooms change when other people act on them. */
const REFRESH_MS = 30_000;

export function useMyRooms() {
  return useQuery({
    queryKey: MY_ROOMS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/rooms', { signal, schema: myRoomsSchema }),
    refetchInterval: REFRESH_MS,
  });
}

/** Every room once: owned first in the server's answer, then joined. */
export const allRoomsOf = (lists: MyRooms): RoomSummary[] => [...lists.rooms, ...lists.guestRooms];

/** The lists as they will be once a favourite is saved, recent rooms re-ordered by the same rule. */
export function withFavorite(lists: MyRooms, roomId: string, isFavorite: boolean): MyRooms {
  const flip = (room: RoomSummary) => (room.id === roomId ? { ...room, isFavorite } : room);
  const rooms = lists.rooms.map(flip);
  const guestRooms = lists.guestRooms.map(flip);
  const recent = recentRooms(
    [...rooms, ...guestRooms].map((room) => ({
      room,
      id: room.id,
      isFavorite: room.isFavorite,
      lastVisitDate: room.lastVisitDate ?? '',
    })),
  );
  return { rooms, guestRooms, lastVisitMeets: recent.map((entry) => entry.room) };
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ room, isFavorite }: { room: RoomSummary; isFavorite: boolean }) =>
      api.put(
        `/rooms/${encodeURIComponent(room.id)}/favorite`,
        { isFavorite },
        { schema: roomSummarySchema },
      ),
    // The star moves at once; if the server says no, it moves back and the person is told.
    onMutate: async ({ room, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: MY_ROOMS_QUERY_KEY });
      const previous = queryClient.getQueryData<MyRooms>(MY_ROOMS_QUERY_KEY);
      if (previous) queryClient.setQueryData(MY_ROOMS_QUERY_KEY, withFavorite(previous, room.id, isFavorite));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(MY_ROOMS_QUERY_KEY, context.previous);
      toast.error(t('rooms.favoriteError'), { description: isApiError(error) ? error.message : undefined });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_ROOMS_QUERY_KEY }),
  });
}

function useRoomAction(
  path: (room: RoomSummary) => Promise<unknown>,
  doneKey: 'rooms.leave.done' | 'rooms.delete.done',
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: path,
    onSuccess: (_result, room) => toast.success(t(doneKey, { name: room.name })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_ROOMS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILE_STATS_QUERY_KEY }),
      ]),
  });
}

export const useLeaveRoom = () =>
  useRoomAction((room) => api.post(`/rooms/${encodeURIComponent(room.id)}/leave`), 'rooms.leave.done');

export const useDeleteRoom = () =>
  useRoomAction((room) => api.delete(`/rooms/${encodeURIComponent(room.id)}`), 'rooms.delete.done');
