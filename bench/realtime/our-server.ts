/** Our server as the bench starts it, and the rooms it makes on it. */
import { TEST_ROOM_INPUT, type RoomTestUser } from '../../src/server/testing/room-client';
import { TEST_RETRO_INPUT } from '../../src/server/testing/retro-client';

/** A room, or with `retro` a retro, made by `owner` as if from the `index`-th address. */
export async function createRoom(
  url: string,
  owner: RoomTestUser,
  index: number,
  retro = false,
): Promise<string> {
  const response = await fetch(`${url}/api/${retro ? 'retros' : 'rooms'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: owner.http.cookieHeader,
      origin: url,
      'x-forwarded-for': `10.0.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify(retro ? TEST_RETRO_INPUT : TEST_ROOM_INPUT),
  });
  if (response.status !== 201) throw new Error(`No room: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Our built server as the bench runs it at `url`; with `redisUrl`, one of several instances. */
export function ourEnv(url: string, databaseUrl: string, dataDir: string, redisUrl = ''): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'warn',
    // Every client of the bench comes from one address and signs in within seconds.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
    GUEST_JOINS_PER_MINUTE: '10000',
    // E measures what the server sustains, not each person's command budget.
    LIVE_COMMANDS_PER_SECOND: '1000000',
    LIVE_CONNECTIONS_PER_ADDRESS: '100000',
    // Rooms are made as if from different addresses (one person may make only so many a minute).
    TRUST_PROXY: 'true',
  };
}
