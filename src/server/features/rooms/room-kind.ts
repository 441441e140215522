import { kindChannels } from '../../live/channels';

/** Estimation rooms as one kind of live room. */
export const ROOM_KIND = 'room';
export const roomChannels = kindChannels(ROOM_KIND);
