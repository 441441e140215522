import { retrosPlugin } from '../features/retros/retros-plugin';
import { roomsPlugin } from '../features/rooms/rooms-plugin';
import type { KindPlugin } from './kind-plugin';

/** Every kind of live room the app runs: a new kind joins here and nowhere else in the app. */
export const LIVE_KINDS: readonly KindPlugin[] = [roomsPlugin, retrosPlugin];
