// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { connectionStatus, OFFLINE_AFTER_ATTEMPTS } from './connection-status';

const base = { joined: false, everJoined: false, browserOnline: true, failedAttempts: 0 };

describe('connectionStatus', () => {
  it('is connected once joined', () => {
    expect(connectionStatus({ ...base, joined: true, everJoined: true })).toBe('connected');
  });

  it('tells a first connection from a reconnection', () => {
    expect(connectionStatus(base)).toBe('connecting');
    expect(connectionStatus({ ...base, everJoined: true })).toBe('reconnecting');
  });

  it('is offline when the browser is, or after repeated failures', () => {
    expect(connectionStatus({ ...base, everJoined: true, browserOnline: false })).toBe('offline');
    expect(connectionStatus({ ...base, joined: true, everJoined: true, browserOnline: false })).toBe(
      'offline',
    );
    expect(connectionStatus({ ...base, everJoined: true, failedAttempts: OFFLINE_AFTER_ATTEMPTS })).toBe(
      'offline',
    );
  });
});
