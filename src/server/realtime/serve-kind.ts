import type { Server } from 'socket.io';
import { kindChannels } from '../live/channels';
import { createLiveEngine, type LiveEngine } from '../live/engine';
import type { KindTypes, LiveKind } from '../live/kind';
import type { LiveGateway } from './live-gateway';
import { createPresence } from './presence';
import type { TeamNews } from './team-news';

/** What every kind is served with on one instance. */
export interface KindServing {
  io: Server;
  gateway: LiveGateway;
  /** Other instances share the rooms through Redis. */
  clustered: boolean;
  /** While they can be told of changes (the adapter's Redis is up); always, alone. */
  clusterReady?: () => boolean;
  onTimerError(error: unknown, kind: string, roomId: string): void;
  /** Open team pages, on every instance: a kind's changes that they show reach them. */
  teamNews: TeamNews;
}

/**
 * Serves one kind of live room: its presence across instances, its engine, and its commands on the
 * socket hub. The one recipe the app and the test servers follow for every kind.
 */
export function serveKind<T extends KindTypes>(kind: LiveKind<T>, serving: KindServing): LiveEngine<T> {
  const { io, clustered } = serving;
  const clusterReady = serving.clusterReady ?? (() => clustered);
  const presence = createPresence(io, {
    clustered,
    clusterReady,
    channels: kindChannels(kind.name),
    eventName: kind.wire.event,
  });
  const engine = createLiveEngine(kind, {
    io,
    presence,
    cluster: clustered ? { ready: clusterReady } : undefined,
    onTimerError: (error, roomId) => serving.onTimerError(error, kind.name, roomId),
    teamNews: serving.teamNews.changed,
  });
  serving.gateway.serve(engine, presence);
  return engine;
}
