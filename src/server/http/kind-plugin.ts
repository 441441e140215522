import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import type { KindChannels } from '../live/channels';
import type { KindServing } from '../realtime/serve-kind';
import type { SessionGuards } from './session';

/** What the app hands every kind of live room. */
export interface KindPluginDeps {
  fastify: FastifyInstance;
  config: AppConfig;
  db: Db;
  guards: SessionGuards;
  /** Where per-person limits are counted across instances; this process alone without it. */
  limitStore?: Redis;
  serving: KindServing;
}

/** What every kind's room-like routes (membership/resource-routes.ts) are given besides its own. */
export const resourceRouteDeps = ({ config, guards, limitStore, serving }: KindPluginDeps) => ({
  guards,
  limitStore,
  previewsPerMinute: config.GUEST_JOINS_PER_MINUTE,
  teamNews: serving.teamNews,
});

/** A kind as the app runs it, once it is served and its routes are registered. */
export interface RunningKind {
  channels: KindChannels;
  /** Takes the person out of every room of the kind (owners delete theirs) before their account goes. */
  releaseUser(userId: string): Promise<void>;
  /**
   * After the team changed (someone left, or became an admin): its team-only rooms of the kind let
   * go of whoever is no longer in it, and its admins become moderators where they are members.
   */
  teamChanged(teamId: string): Promise<void>;
}

/**
 * One kind of live room plugged into the app: it makes its `LiveKind`, serves it with `serveKind`,
 * and registers its HTTP routes. `http/live-kinds.ts` lists them all.
 */
export type KindPlugin = (deps: KindPluginDeps) => RunningKind;
