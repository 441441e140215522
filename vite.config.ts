import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import { APP_ROUTES } from './src/shared/routes';
import { routeModules } from './scripts/route-modules';

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

/** Text files worth compressing, and the size below which compression saves nothing. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, at the highest levels:
 * done once here, so the server sends them without compressing anything per request.
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  closeBundle() {
    const outDir = path.resolve('dist/client');
    for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const content = readFileSync(file);
      if (content.length < COMPRESS_ABOVE_BYTES) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  },
};

const LUCIDE_DIR = path.resolve('node_modules/lucide-react/dist/esm');
const CLIENT_ROOT = path.resolve('src/client');

/** The modules a signed-out page starts from: the app's entry, the default layout and its pages. */
function signedOutRoots(): string[] {
  const modules = routeModules();
  const sources = [
    'main.tsx',
    modules.get('default')!.source,
    ...APP_ROUTES.filter((route) => route.layout === 'default').map(
      (route) => modules.get(route.path)!.source,
    ),
  ];
  return sources.map((source) => path.join(CLIENT_ROOT, source));
}

/**
 * The icon files a signed-out page can show: the icons named by the app's modules it imports
 * without a lazy import. Every icon is imported through lucide's index, so the module graph does
 * not tell which; the index's exports map each name to its file.
 */
function signedOutIcons(ctx: Rolldown.ChunkingContext): Set<string> {
  const iconFiles = new Map<string, string>();
  const index = readFileSync(path.join(LUCIDE_DIR, 'lucide-react.mjs'), 'utf8');
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of names!.matchAll(/as (\w+)/g)) iconFiles.set(name!, path.join(LUCIDE_DIR, file!));
  }
  const icons = new Set<string>();
  const seen = new Set<string>();
  const pending = signedOutRoots();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id) || !id.startsWith(CLIENT_ROOT)) continue;
    seen.add(id);
    const source = readFileSync(id, 'utf8');
    for (const [, names] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of names!
        .split(',')
        .map((part) => part.trim())
        .filter((name) => name && !name.startsWith('type '))) {
        const file = iconFiles.get(name);
        if (!file) throw new Error(`${id} imports ${name}, which lucide-react's index does not export`);
        icons.add(file);
      }
    }
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return icons;
}

/** Found on the first icon the bundler asks about, once per build process. */
let lightIcons: Set<string> | undefined;
const iconChunk = (id: string, ctx: Rolldown.ChunkingContext): string | null => {
  if (!id.startsWith(LUCIDE_DIR)) return null;
  lightIcons ??= signedOutIcons(ctx);
  return id.startsWith(path.join(LUCIDE_DIR, 'icons')) && !lightIcons.has(id) ? 'icons-app' : 'icons';
};

// `vite build --ssr` builds prerender.tsx for Node (scripts/prerender.mjs): no files for browsers.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [emitBuildInfo, precompress])],
  resolve: {
    // zod in the browser is set up for the CSP before any schema is made (the module says why).
    alias: [{ find: /^zod$/, replacement: path.resolve('src/client/lib/zod-jitless.ts') }],
  },
  define: {
    __APP_VERSION__: JSON.stringify(BUILD_INFO.version),
    __APP_COMMIT__: JSON.stringify(BUILD_INFO.commit),
    __APP_BUILD_TIME__: JSON.stringify(BUILD_INFO.buildTime),
  },
  build: {
    outDir: isSsrBuild ? '../../dist/prerender' : '../../dist/client',
    emptyOutDir: true,
    // Maps are written for whoever runs the server (they stay on disk) but never linked from the
    // bundles; the server does not serve them.
    sourcemap: 'hidden',
    // Read by scripts/route-sizes.ts to hold each route to its budget.
    manifest: true,
    rolldownOptions: {
      // The app, and the one small script of a site page sent to a visitor without the app
      // (site-page.ts); the prerender build has its own entry on the command line.
      input: isSsrBuild
        ? undefined
        : { index: path.resolve('src/client/index.html'), site: path.resolve('src/client/site.ts') },
      output: {
        // Each icon was a chunk of its own (some 30 requests of 200 bytes on a room's first load,
        // queued six at a time on HTTP/1.1), so icons come in chunks. Two: those a signed-out
        // page can show, and those only the signed-in pages, rooms and the admin show, which
        // every signed-out page would otherwise download for nothing.
        codeSplitting: {
          groups: [{ name: iconChunk, debugName: 'icons' }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${DEV_SERVER_PORT}`, changeOrigin: false },
      '/socket.io': { target: `http://127.0.0.1:${DEV_SERVER_PORT}`, ws: true },
    },
  },
}));
