import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from './column-types';
import { authAndProfile } from './001-auth-and-profile';
import { feedbackAndAnalytics } from './002-feedback-and-analytics';
import { rooms } from './003-rooms';
import { avatars } from './004-avatars';
import { roundRecords } from './005-round-records';
import { finalEstimateRound } from './006-final-estimate-round';
import { seatRules } from './007-seat-rules';
import { retros } from './008-retros';
import { removals } from './009-removals';
import { healthProbe } from './010-health-probe';
import { externalEstimate } from './011-external-estimate';
import { teams } from './012-teams';
import { teamRooms } from './013-team-rooms';
import { roomAccess } from './014-room-access';
import { roomPasscode } from './015-room-passcode';
import { roomLinkKey } from './016-room-link-key';
import { taskJiraSprint } from './017-task-jira-sprint';

/** Migrations are bundled code, not files read at run time, so the built server carries them. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001-auth-and-profile': authAndProfile(dialect),
    '002-feedback-and-analytics': feedbackAndAnalytics(dialect),
    '003-rooms': rooms(dialect),
    '004-avatars': avatars(dialect),
    '005-round-records': roundRecords(dialect),
    '006-final-estimate-round': finalEstimateRound(),
    '007-seat-rules': seatRules(dialect),
    '008-retros': retros(dialect),
    '009-removals': removals(dialect),
    '010-health-probe': healthProbe(dialect),
    '011-external-estimate': externalEstimate(),
    '012-teams': teams(dialect),
    '013-team-rooms': teamRooms(dialect),
    '014-room-access': roomAccess(),
    '015-room-passcode': roomPasscode(),
    '016-room-link-key': roomLinkKey(),
    '017-task-jira-sprint': taskJiraSprint(),
  };
  return { getMigrations: async () => migrations };
}
