import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of every table. Timestamps of our own tables are ISO-8601 strings in both dialects, so
 * they compare and sort the same way everywhere; better-auth's own date columns come back as Date on
 * Postgres and as strings on SQLite, which `toIso` smooths over.
 */
type Timestamp = string;
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
/** SQLite stores booleans as 0/1. */
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UserTable {
  id: string;
  displayName: string;
  email: string;
  emailVerified: Bool;
  photoURL: string | null;
  createAt: AuthDate;
  updatedAt: AuthDate;
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: AuthDate | null;
  isAnonymous: Bool | null;
  sound: Bool;
  soundVolume: number;
  locale: string | null;
  lastVisitDate: AuthDate | null;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface FeedbackTable {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  category: string;
  message: string;
  page: string | null;
  status: string;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AnalyticsEventTable {
  id: Generated<number>;
  userId: string;
  userName: string;
  eventType: string;
  createAt: Timestamp;
}

export interface RoomTable {
  id: string;
  name: string;
  ownerId: string | null;
  /** The team it belongs to, if any (migration 013). */
  teamId: string | null;
  /** Who may enter: a RoomAccess (migration 014); anyone with the link unless told. */
  access: Generated<string>;
  /** A passcode on top of the access, salted and hashed (lib/passcode.ts); never sent anywhere. */
  passcodeHash: ColumnType<string | null, string | null | undefined, string | null>;
  /** What its link must carry for a newcomer, once a new link was made (migration 016). */
  linkKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of VotingSystem. */
  votingSystem: string;
  selectTaskId: string | null;
  /** JSON of TimerState. */
  timer: string;
  disableVotingAfterReveal: Bool;
  autoReveal: Bool;
  flyingEmojis: Bool;
  asynchronousVoting: Bool;
  viewersMayTakeSeat: Bool;
  averageResult: number | null;
  isShow: Bool;
  roundNumber: number;
  version: number;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RoomMemberTable {
  roomId: string;
  userId: string;
  /** JSON array of room roles. */
  roles: string;
  isFavorite: Bool;
  /** A manager made this member a viewer: they may not take a seat themselves. */
  seatLocked: Bool;
  joinedAt: Timestamp;
  lastVisitDate: Timestamp;
}

export interface TaskTable {
  id: string;
  roomId: string;
  title: string;
  description: string;
  link: string;
  externalKey: string | null;
  position: number;
  importDate: Timestamp | null;
  isShow: Bool;
  roundNumber: number;
  averageResult: number | null;
  finalEstimate: string | null;
  /** The revealed round the final estimate was given after; null when given without one. */
  finalEstimateRound: number | null;
  /**
   * The points Jira held for the issue when they last came in or went out: a final estimate equal
   * to them was not agreed here. Server-side only; no client is told.
   */
  externalEstimate: string | null;
  /** The Jira sprint it was imported with, by name (migration 017); server-side only. */
  jiraSprint: string | null;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VoteTable {
  roomId: string;
  roundKey: string;
  userId: string;
  value: string;
  round: number;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RoundRecordTable {
  roomId: string;
  roundKey: string;
  round: number;
  averageResult: number | null;
  /** JSON, see RoundRecordVote. */
  votes: string;
  revealedAt: Timestamp;
  updatedAt: Timestamp;
}

export interface JiraIntegrationTable {
  roomId: string;
  settings: string | null;
  /** Encrypted at rest; never leaves the server. */
  token: string | null;
  sites: string | null;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AvatarTable {
  userId: string;
  contentType: string;
  data: Buffer;
  version: string;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RetroTable {
  id: string;
  name: string;
  ownerId: string | null;
  /** The team it belongs to, if any (migration 013). */
  teamId: string | null;
  /** Who may enter: a RoomAccess (migration 014); anyone with the link unless told. */
  access: Generated<string>;
  /** A passcode on top of the access, salted and hashed (lib/passcode.ts); never sent anywhere. */
  passcodeHash: ColumnType<string | null, string | null | undefined, string | null>;
  /** What its link must carry for a newcomer, once a new link was made (migration 016). */
  linkKey: ColumnType<string | null, string | null | undefined, string | null>;
  template: string;
  /** JSON of RetroColumn[]. */
  columns: string;
  /** JSON of RetroOptions. */
  options: string;
  phase: string;
  /** JSON of Countdown. */
  timer: string;
  discussItemId: string | null;
  /** The retro whose open actions this one reviews first. */
  carriedFromId: string | null;
  version: number;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RetroMemberTable {
  retroId: string;
  userId: string;
  /** JSON array of room roles. */
  roles: string;
  isFavorite: Bool;
  ready: Bool;
  joinedAt: Timestamp;
  lastVisitDate: Timestamp;
}

export interface RetroCardTable {
  id: string;
  retroId: string;
  columnId: string;
  /** Never sent to another client in an anonymous retro (see retro-views.ts). */
  authorId: string | null;
  text: string;
  groupId: string | null;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RetroGroupTable {
  id: string;
  retroId: string;
  columnId: string;
  title: string;
  createAt: Timestamp;
}

export interface RetroVoteTable {
  retroId: string;
  userId: string;
  /** A card id, or a group id. */
  itemId: string;
  count: number;
}

export interface RetroNoteTable {
  id: string;
  retroId: string;
  itemId: string;
  authorId: string | null;
  text: string;
  createAt: Timestamp;
}

export interface RetroActionTable {
  id: string;
  retroId: string;
  itemId: string | null;
  text: string;
  ownerUserId: string | null;
  dueDate: string | null;
  done: Bool;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

/** Someone removed from a live room, kept out until a manager lets them back in. */
export interface LiveRemovalTable {
  /** The live kind's name: 'room' or 'retro'. */
  kind: string;
  roomId: string;
  userId: string;
  removedAt: Timestamp;
}

/** A single row readiness rewrites (db/write-check.ts). */
export interface HealthProbeTable {
  id: number;
  checkedAt: Timestamp;
}

export interface TeamTable {
  id: string;
  name: string;
  color: string;
  createAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TeamMemberTable {
  teamId: string;
  userId: string;
  /** 'admin' or 'member'. */
  role: string;
  joinedAt: Timestamp;
}

/** A team's invitation link: at most one per team, replaced when rotated. */
export interface TeamInviteTable {
  teamId: string;
  token: string;
  expiresAt: Timestamp;
  createdBy: string | null;
}

export interface Database {
  team: TeamTable;
  team_member: TeamMemberTable;
  team_invite: TeamInviteTable;
  retro: RetroTable;
  retro_member: RetroMemberTable;
  retro_card: RetroCardTable;
  retro_group: RetroGroupTable;
  retro_vote: RetroVoteTable;
  retro_note: RetroNoteTable;
  retro_action: RetroActionTable;
  room: RoomTable;
  room_member: RoomMemberTable;
  live_removal: LiveRemovalTable;
  task: TaskTable;
  vote: VoteTable;
  round_record: RoundRecordTable;
  jira_integration: JiraIntegrationTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  feedback: FeedbackTable;
  analytics_event: AnalyticsEventTable;
  avatar: AvatarTable;
  health_probe: HealthProbeTable;
}

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
