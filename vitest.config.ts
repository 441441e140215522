import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The test runner's settings, apart from the build's so that a production install can build without it. */
export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      root: '.',
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
            environment: 'node',
            testTimeout: 20_000,
            hookTimeout: 30_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
