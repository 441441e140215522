import { spawn, type ChildProcess } from 'node:child_process';

/** A Redis of the test's own, on its own port, so stopping it or counting in it touches nobody else. */
export async function startOwnRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 50; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}`).then(
      () => true,
      (error: { cause?: { code?: string } }) => error.cause?.code !== 'ECONNREFUSED',
    );
    if (up) return redis;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
}
