/** What other features may use of the rooms lists: the dashboard shows the same rooms. */
export { arrangeRooms } from './rooms-list-arrange';
export { PROFILE_STATS_QUERY_KEY, useMyRooms } from './rooms-list-data';
export { RoomsQueryState } from './rooms-list-empty';
export { RoomListItem } from './rooms-list-item';
export { SignInFirst } from './sign-in-first';
