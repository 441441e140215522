/** Room ids are also URL path segments; a page checks one before asking the server about it. */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export const isRoomId = (value: string): boolean => ROOM_ID_PATTERN.test(value);
