import type { Transaction } from 'kysely';
import type { LiveCommits } from '../../db/database';
import type { RetroClientCommand, RetroErrorCode, RetroEvent } from '../../../shared/protocol/retro-protocol';
import type { RetroView } from '../../../shared/protocol/retro-view';
import type { Database } from '../../db/schema';
import { sqlChangeStore } from '../../db/sql-change-store';
import { LiveCommandError } from '../../live/errors';
import type { KindContext, KindHandlers } from '../../live/kind';
import type { FirstVisit } from '../../membership/member-records';
import type { LiveRetro, RetroMemberRecord } from './retro-records';
import {
  commitRetroVersion,
  findRetro,
  findRetroMember,
  findRetroWithMember,
  type RetroPatch,
} from './retro-store';

/** Commands that change a retro; joining and syncing are answered without a handler. */
export type RetroCommand = Exclude<RetroClientCommand, { type: 'room.join' | 'room.sync' }>;

/** Retros as the live engine sees them. Nothing is ephemeral: every retro command is stored. */
export interface RetroKindTypes {
  tx: Transaction<Database>;
  room: LiveRetro;
  member: RetroMemberRecord;
  patch: RetroPatch;
  event: RetroEvent;
  command: RetroCommand;
  ephemeral: never;
  snapshot: RetroView;
  visit: FirstVisit;
}
export type RetroContext = KindContext<RetroKindTypes>;
export type RetroHandlerTable = KindHandlers<RetroKindTypes>;

export const refuse = (code: RetroErrorCode, message: string) =>
  new LiveCommandError<RetroErrorCode>(code, message);
export const retroNotFound = () => refuse('NOT_FOUND', 'This retro does not exist, or it was deleted');

export const retroChangeStore = (commits: LiveCommits) =>
  sqlChangeStore<LiveRetro, RetroMemberRecord, RetroPatch>(commits, {
    findRoom: findRetro,
    findMember: findRetroMember,
    findRoomWithMember: findRetroWithMember,
    commitVersion: commitRetroVersion,
  });
