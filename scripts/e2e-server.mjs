// The browser suite's server: the real built app on a database made fresh for each run.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
await import('../dist/server/main.js');
