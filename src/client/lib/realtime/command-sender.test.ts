// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { CommandAck } from '../../../shared/protocol/room-protocol';
import { SERVER_CLOSING_EVENT } from '../../../shared/protocol/live-rules';
import { isDeliveryFailure, sendCommand, type CommandSocket } from './command-sender';
import { watchServerClosing } from './server-closing';

type Callback = (error: unknown, ack: CommandAck) => void;

function fakeSocket(connected: boolean, answer: (callback: Callback) => void) {
  const emit = vi.fn((_event: string, _payload: unknown, callback: Callback) => answer(callback));
  const socket: CommandSocket = { connected, timeout: () => ({ emit }) };
  return { socket, emit };
}

const vote = { type: 'vote.cast', roomId: 'room-123', taskId: null, value: '5' } as const;

describe('sendCommand', () => {
  it('refuses to queue a command while disconnected', async () => {
    const { socket, emit } = fakeSocket(false, () => undefined);
    const result = await sendCommand(socket, vote);
    expect(result).toMatchObject({ ok: false, code: 'NOT_SENT' });
    expect(isDeliveryFailure(result)).toBe(true);
    expect(emit).not.toHaveBeenCalled();
    expect(await sendCommand(null, vote)).toMatchObject({ code: 'NOT_SENT' });
  });

  it('resolves with the acknowledgement', async () => {
    const { socket, emit } = fakeSocket(true, (callback) => callback(null, { ok: true, version: 4 }));
    expect(await sendCommand(socket, vote)).toEqual({ ok: true, version: 4 });
    expect(emit).toHaveBeenCalledWith('room:command', vote, expect.any(Function));
  });

  it('passes a refusal through with its code', async () => {
    const refusal = { ok: false, code: 'VOTING_CLOSED', message: 'closed' } as const;
    const { socket } = fakeSocket(true, (callback) => callback(null, refusal));
    const result = await sendCommand(socket, vote);
    expect(result).toEqual(refusal);
    expect(isDeliveryFailure(result)).toBe(false);
  });

  it('reports a missing answer as a timeout', async () => {
    const { socket } = fakeSocket(true, (callback) =>
      callback(new Error('operation has timed out'), undefined as never),
    );
    expect(await sendCommand(socket, vote)).toMatchObject({ ok: false, code: 'TIMEOUT' });
  });
});

describe('a server that said it is stopping', () => {
  it('gets no more commands on that connection until it has reconnected', async () => {
    const listeners = new Map<string, () => void>();
    const { socket, emit } = fakeSocket(true, (callback) => callback(null, { ok: true, version: 1 }));
    const watched = Object.assign(socket, {
      on: (event: string, listener: () => void) => listeners.set(event, listener),
    });
    watchServerClosing(watched);
    expect(await sendCommand(watched, vote)).toMatchObject({ ok: true });
    listeners.get(SERVER_CLOSING_EVENT)!();
    const refused = await sendCommand(watched, vote);
    expect(refused).toMatchObject({ ok: false, code: 'RESTARTING' });
    expect(isDeliveryFailure(refused)).toBe(true);
    expect(emit).toHaveBeenCalledTimes(1);
    listeners.get('disconnect')!();
    expect(await sendCommand(watched, vote)).toMatchObject({ ok: true });
  });
});
