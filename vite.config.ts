import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
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
    // Maps are written for whoever runs the server (they stay on disk) but never linked from the
    // bundles; the server does not serve them.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${DEV_SERVER_PORT}`, changeOrigin: false },
      '/socket.io': { target: `http://127.0.0.1:${DEV_SERVER_PORT}`, ws: true },
    },
  },
});
