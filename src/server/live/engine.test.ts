import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { createCounterKind } from '../testing/counter-kind';
import { createLiveEngine } from './engine';

const nobody = async () => new Set<string>();
const presence = {
  shown: nobody,
  anyPresent: async () => false,
  announce: async () => undefined,
  arrival: async () => null,
  sockets: async () => [],
};

describe('createLiveEngine', () => {
  it('refuses a kind whose secret event has no redaction', () => {
    const { kind } = createCounterKind();
    // Never attached to an HTTP server: the engine only keeps it for later delivery.
    const deps = { io: new Server(), presence, onTimerError: () => undefined };
    expect(() => createLiveEngine({ ...kind, redactions: {} }, deps)).toThrow(
      'The counter kind has no redaction for its secret events: guess.made',
    );
    expect(() => createLiveEngine(kind, deps)).not.toThrow();
  });
});
