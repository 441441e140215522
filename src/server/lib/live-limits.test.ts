import { describe, expect, it } from 'vitest';
import { liveLimits } from './live-limits';

const options = { socketsPerUser: 2, socketsPerAddress: 3, commandBurst: 2, commandsPerSecond: 0 };

describe('live limits', () => {
  it('caps sockets per user and per address, and forgets both when they go', () => {
    const limits = liveLimits(options);
    expect(limits.admit('ann', '10.0.0.1')).toBeNull();
    expect(limits.admit('ann', '10.0.0.1')).toBeNull();
    expect(limits.admit('ann', '10.0.0.2')).toBe('user');
    expect(limits.admit('ben', '10.0.0.1')).toBeNull();
    expect(limits.admit('cid', '10.0.0.1')).toBe('address');
    limits.release('ann', '10.0.0.1');
    expect(limits.admit('cid', '10.0.0.1')).toBeNull();
    for (const [user, address] of [
      ['ann', '10.0.0.1'],
      ['ben', '10.0.0.1'],
      ['cid', '10.0.0.1'],
    ] as const) {
      limits.release(user, address);
    }
    expect(limits.size()).toEqual({ users: 0, addresses: 0 });
  });

  it('shares one command bucket among all of a user’s sockets', () => {
    const limits = liveLimits(options);
    limits.admit('ann', 'a');
    limits.admit('ann', 'b');
    limits.admit('ben', 'a');
    expect([limits.takeCommand('ann'), limits.takeCommand('ann'), limits.takeCommand('ann')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limits.takeCommand('ben')).toBe(true);
    expect(limits.takeCommand('nobody')).toBe(false);
  });
});
