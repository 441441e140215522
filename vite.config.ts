import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

const DEV_SERVER_PORT = Number(process.env.PORT ?? 3000);
const BUILD_INFO = { version: pkg.version, commit: gitCommit(), buildTime: new Date().toISOString() };

/** The server reports this file at /api/version, so a browser can tell that a newer build is out. */
const emitBuildInfo: Plugin = {
  name: 'emit-build-info',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-info.json', source: JSON.stringify(BUILD_INFO) });
  },
};

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), emitBuildInfo],
  define: {
    __APP_VERSION__: JSON.stringify(BUILD_INFO.version),
    __APP_COMMIT__: JSON.stringify(BUILD_INFO.commit),
    __APP_BUILD_TIME__: JSON.stringify(BUILD_INFO.buildTime),
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${DEV_SERVER_PORT}`, changeOrigin: false },
      '/socket.io': { target: `http://127.0.0.1:${DEV_SERVER_PORT}`, ws: true },
    },
  },
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
});
