import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  useLiveSession,
  type LiveAction,
  type LiveClientKind,
  type LiveSocket,
  type SocketSource,
} from './use-live-session';

/** A socket that records what is sent and lets the test answer, connect and drop it. */
class FakeSocket {
  connected = false;
  active = true;
  sent: { event: string; payload: { type: string }; answer(ack: unknown): void }[] = [];
  private handlers = new Map<string, Set<(...args: unknown[]) => void>>();

  on(event: string, handler: (...args: unknown[]) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  connect() {
    this.connected = true;
    this.fire('connect');
    return this;
  }
  disconnect() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
    return this;
  }
  timeout() {
    return {
      emit: (event: string, payload: { type: string }, callback: (error: unknown, ack: unknown) => void) => {
        this.sent.push({ event, payload, answer: (ack) => callback(null, ack) });
      },
    };
  }
  /** The last command of this type, answered. */
  async answer(type: string, ack: unknown) {
    const command = [...this.sent].reverse().find((entry) => entry.payload.type === type);
    if (!command) throw new Error(`nothing sent of type ${type}`);
    await act(async () => command.answer(ack));
  }
}

/** The smallest kind there is: a counter that goes up by versioned events. */
interface Counter {
  id: string;
  version: number;
  value: number;
}
type CounterEvent = { type: 'counter.added'; roomId: string; version: number; by: number };
interface CounterState {
  counter: Counter | null;
  needsSync: boolean;
}

const COUNTER_KIND: LiveClientKind<CounterState, Counter, CounterEvent, never> = {
  commandEvent: 'counter:command',
  eventName: 'counter:event',
  protocol: 7,
  initialState: () => ({ counter: null, needsSync: false }),
  reduce(state, action: LiveAction<Counter, CounterEvent>) {
    switch (action.type) {
      case 'snapshot':
        return { counter: action.room, needsSync: false };
      case 'resync':
        return { ...state, needsSync: true };
      case 'event': {
        const { counter } = state;
        const { event } = action;
        if (!counter || event.version <= counter.version) return state;
        if (event.version > counter.version + 1) return { ...state, needsSync: true };
        return { ...state, counter: { ...counter, version: event.version, value: counter.value + event.by } };
      }
    }
  },
  needsSync: (state) => state.needsSync,
  roomIdOf: (event) => event.roomId,
};

function setup() {
  const socket = new FakeSocket();
  const sockets: SocketSource = {
    acquire: () => socket as unknown as LiveSocket,
    release: () => undefined,
  };
  const hook = renderHook(() => useLiveSession(COUNTER_KIND, 'r1', 'me', sockets));
  return { socket, hook };
}

const snapshot = (version: number, value: number) => ({
  ok: true,
  version,
  snapshot: { id: 'r1', version, value },
});

describe('useLiveSession', () => {
  it('joins on connect with the kind’s protocol and shows the snapshot', async () => {
    const { socket, hook } = setup();
    act(() => void socket.connect());
    expect(socket.sent[0]).toMatchObject({
      event: 'counter:command',
      payload: { type: 'room.join', roomId: 'r1', protocol: 7 },
    });
    await socket.answer('room.join', snapshot(3, 10));
    expect(hook.result.current.phase).toEqual({ kind: 'ready' });
    expect(hook.result.current.status).toBe('connected');
    expect(hook.result.current.state.counter).toEqual({ id: 'r1', version: 3, value: 10 });
  });

  it('applies the next event, and asks for a fresh snapshot after a gap', async () => {
    const { socket, hook } = setup();
    act(() => void socket.connect());
    await socket.answer('room.join', snapshot(3, 10));
    act(() => socket.fire('counter:event', { type: 'counter.added', roomId: 'r1', version: 4, by: 2 }));
    act(() => socket.fire('counter:event', { type: 'counter.added', roomId: 'other', version: 5, by: 100 }));
    expect(hook.result.current.state.counter?.value).toBe(12);

    act(() => socket.fire('counter:event', { type: 'counter.added', roomId: 'r1', version: 9, by: 1 }));
    expect(socket.sent.at(-1)?.payload).toEqual({ type: 'room.sync', roomId: 'r1' });
    await socket.answer('room.sync', snapshot(9, 20));
    expect(hook.result.current.state).toEqual({
      counter: { id: 'r1', version: 9, value: 20 },
      needsSync: false,
    });
  });

  it('applies every event a frame carries, in order', async () => {
    const { socket, hook } = setup();
    act(() => void socket.connect());
    await socket.answer('room.join', snapshot(3, 10));
    const added = (version: number, by: number) => ({ type: 'counter.added', roomId: 'r1', version, by });
    act(() => socket.fire('counter:event', added(4, 2), added(5, 3)));
    expect(hook.result.current.state.counter).toEqual({ id: 'r1', version: 5, value: 15 });
  });

  it('stops and says why when the server refuses more connections, and tries again on request', () => {
    const { socket, hook } = setup();
    act(() => socket.fire('connect_error', new Error('TOO_MANY_CONNECTIONS')));
    expect(hook.result.current.phase).toEqual({
      kind: 'failed',
      code: 'TOO_MANY_CONNECTIONS',
      message: 'TOO_MANY_CONNECTIONS',
    });
    expect(socket.connected).toBe(false);
    act(() => hook.result.current.retry());
    expect(hook.result.current.phase).toEqual({ kind: 'joining' });
    act(() => void socket.connect());
    expect(socket.sent.filter((entry) => entry.payload.type === 'room.join')).toHaveLength(1);
  });

  it('carries a passcode until the join it was given for succeeds, and not on later reconnects', async () => {
    const { socket, hook } = setup();
    act(() => void socket.connect());
    await socket.answer('room.join', { ok: false, code: 'PASSCODE_REQUIRED', message: 'ask' });
    act(() => hook.result.current.retry('blue-otter'));
    expect(socket.sent.at(-1)?.payload).toMatchObject({ type: 'room.join', passcode: 'blue-otter' });
    await socket.answer('room.join', snapshot(3, 10));
    act(() => void socket.disconnect());
    act(() => void socket.connect());
    const rejoin = socket.sent.at(-1)?.payload;
    expect(rejoin).toMatchObject({ type: 'room.join' });
    expect(rejoin).not.toHaveProperty('passcode');
  });

  it('joins again after a reconnect', async () => {
    const { socket, hook } = setup();
    act(() => void socket.connect());
    await socket.answer('room.join', snapshot(1, 0));
    act(() => void socket.disconnect());
    expect(hook.result.current.status).not.toBe('connected');
    act(() => void socket.connect());
    expect(socket.sent.filter((entry) => entry.payload.type === 'room.join')).toHaveLength(2);
    await socket.answer('room.join', snapshot(5, 4));
    expect(hook.result.current.state.counter?.version).toBe(5);
    expect(hook.result.current.status).toBe('connected');
  });

  it('says a command sent while offline was not sent, and hands an answered one back', async () => {
    const { socket, hook } = setup();
    await expect(hook.result.current.send({ type: 'counter.add', by: 1 })).resolves.toMatchObject({
      ok: false,
      code: 'NOT_SENT',
    });
    act(() => void socket.connect());
    await socket.answer('room.join', snapshot(1, 0));
    const sent = hook.result.current.send({ type: 'counter.add', by: 1 });
    expect(socket.sent.at(-1)?.payload).toEqual({ type: 'counter.add', by: 1, roomId: 'r1' });
    await socket.answer('counter.add', { ok: true, version: 2 });
    await expect(sent).resolves.toEqual({ ok: true, version: 2 });
  });
});
