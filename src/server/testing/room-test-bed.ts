import { afterAll, afterEach, beforeAll } from 'vitest';
import { newGuests, newUsers, type RoomTestUser } from './room-client';
import { startTestServer, type TestDialect, type TestServer } from './test-server';

/**
 * A server for a describe block, and people to fill its rooms: each test's people are
 * disconnected after it, the server after the block.
 */
/** `env` is read when the server starts, so it may name things started in an earlier beforeAll. */
export function roomTestBed(dialect: TestDialect, namePrefix?: string, env?: () => Record<string, string>) {
  let server: TestServer | undefined;
  let people: RoomTestUser[] = [];
  beforeAll(async () => {
    server = await startTestServer(dialect, env?.());
  });
  afterEach(() => {
    people.forEach((person) => person.close());
    people = [];
  });
  afterAll(async () => server?.close());
  const running = () => {
    if (!server) throw new Error('The test server is not started yet');
    return server;
  };
  return {
    get server(): TestServer {
      return running();
    },
    async users(count: number): Promise<RoomTestUser[]> {
      const made = await newUsers(running().url, count, namePrefix);
      people.push(...made);
      return made;
    },
    async guests(count: number): Promise<RoomTestUser[]> {
      const made = await newGuests(running().url, count, namePrefix);
      people.push(...made);
      return made;
    },
  };
}
