import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Integration files that run one at a time, after all the others: they share the machine's Redis
 * (its channels reach every instance on it), or stop or kill servers and time how long that takes.
 * Every other integration file has its own database schema or file, its own ports and its own
 * server, and runs beside others.
 */
const INTEGRATION_ALONE = [
  // Times how soon servers it starts stop: beside other files, their start alone took most of its bounds.
  'src/server/startup.int.test.ts',
  'src/server/shutdown.int.test.ts',
  'src/server/kill-nine.int.test.ts',
  'src/server/db/db-faults.int.test.ts',
  'src/server/http/shared-limits.int.test.ts',
  'src/server/realtime/multi-instance.int.test.ts',
  'src/server/realtime/redis-restart.int.test.ts',
  'src/server/live/engine-cluster.int.test.ts',
];

/**
 * Both integration projects start servers and databases, which take longer than a unit test. Their
 * files share a worker's modules: each file builds its own servers, databases and ports, and importing
 * the whole server afresh for each file took 100 of the integration project's 170 seconds.
 */
const INTEGRATION_SETTINGS = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
  isolate: false,
} as const;

/** The test runner's settings, apart from the build's so that a production install can build without it. */
export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      root: '.',
      // Integration files spend much of their time waiting on Postgres, Redis and sockets: with one
      // file per core the cores sat half idle, so two files run per core, except those run alone.
      maxWorkers: Math.max(2, availableParallelism()) * 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
            exclude: ['src/server/**/*.int.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'client',
            include: ['src/client/**/*.test.{ts,tsx}'],
            // A test of plain logic says `@vitest-environment node` and starts without a DOM.
            environment: 'jsdom',
            setupFiles: ['src/client/test-setup.ts'],
            // Lazy routes wait up to asyncUtilTimeout each; a test with two waits must outlast both.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['src/server/**/*.int.test.ts'],
            exclude: INTEGRATION_ALONE,
            ...INTEGRATION_SETTINGS,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration-alone',
            include: INTEGRATION_ALONE,
            ...INTEGRATION_SETTINGS,
            fileParallelism: false,
            // Projects run beside each other unless ordered: this group starts once the others end.
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
