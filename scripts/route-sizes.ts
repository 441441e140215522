/**
 * `npm run size`: the JavaScript each route needs before anything is clicked (the entry, the
 * route's layout and page, and every chunk they import statically), gzipped, read from the built
 * client's manifest. Fails when a route is over its budget, so a change that makes pages heavier
 * is seen in CI, not on a phone.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_ROUTES, PRERENDERED_PATHS } from '../src/shared/routes';
import { routeModules } from './route-modules';

const CLIENT_DIR = path.resolve('dist/client');
const KIB = 1024;

/**
 * Gzipped KiB a route may ship before its first interaction: today's sizes and a little room, so
 * nothing grows unnoticed; each is lowered as the pages are made lighter (the aim: 100 for the
 * landing page, 110 for every signed-out page, 140 for the dashboard, 180 for a room). A
 * prerendered page has two: for a visitor, who gets only the site script (site.ts), and for
 * someone signed in, who gets the app.
 */
const VISITOR_BUDGET_KIB = 3;
const BUDGETS_KIB: Record<string, number> = {
  '/': 125,
  '/about-us': 125,
  '/contact-us': 129,
  '/privacy': 124,
  '/new-game': 137,
  '/new-retro': 139,
  '/sign-in': 125,
  '/sign-up': 124,
  '/forgot-password': 123,
  '/reset-password': 123,
  '/retro': 137,
  '/dashboard': 140,
  '/profile': 147,
  '/rooms': 138,
  '/teams': 133,
  '/teams/:team': 140,
  '/teams/join/:token': 130,
  '/rooms/:room': 182,
  '/retro/:retro': 175,
  '/admin': 160,
  '/admin/users': 170,
  '/admin/feedback': 162,
  '/admin/teams': 162,
};
/**
 * Every page waits for one language's core strings and those of the parts its layout and page name
 * (route-modules.ts): the heavier language is counted.
 */
const LANGUAGES = ['en', 'uk'];
const strings = (language: string, parts: readonly string[]) =>
  ['core', ...parts].map((part) => `lib/i18n/${language}/${part}.ts`);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipped.has(file)) {
    gzipped.set(file, gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length);
  }
  return gzipped.get(file)!;
}

/** What the browser is sent: the build's brotli copy (see vite.config.ts), or the file itself when it is too small to have one. */
function brotliSize(file: string): number {
  const compressed = path.join(CLIENT_DIR, `${file}.br`);
  return existsSync(compressed) ? statSync(compressed).size : statSync(path.join(CLIENT_DIR, file)).size;
}

function jsBytes(
  manifest: Manifest,
  keys: readonly string[],
  size: (file: string) => number = gzipSize,
): number {
  const files = [...closure(manifest, keys)].map((key) => manifest[key]!.file);
  return files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + size(file), 0);
}

const kib = (value: number) => Math.round((value / KIB) * 10) / 10;

interface RouteSize {
  path: string;
  kib: number;
  brotliKib: number;
  budget: number;
}

export function routeSizes(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error('The manifest has no entry for index.html');
  if (!manifest['site.ts']?.isEntry) throw new Error('The manifest has no entry for site.ts');
  const visitor = (pathname: string): RouteSize => ({
    path: `${pathname} (visitor)`,
    kib: kib(jsBytes(manifest, ['site.ts'])),
    brotliKib: kib(jsBytes(manifest, ['site.ts'], brotliSize)),
    budget: VISITOR_BUDGET_KIB,
  });
  const modules = routeModules();
  return APP_ROUTES.flatMap((route) => {
    const page = modules.get(route.path);
    const layout = modules.get(route.layout);
    if (!page || !layout) throw new Error(`route-modules.ts names no module for ${route.path}`);
    const keys = [entry, layout.source, page.source];
    const parts = [...new Set([...layout.parts, ...page.parts])];
    const measure = (size?: (file: string) => number) =>
      Math.max(
        ...LANGUAGES.map((language) => jsBytes(manifest, [...keys, ...strings(language, parts)], size)),
      );
    const bytes = measure();
    const brotli = measure(brotliSize);
    const budget = BUDGETS_KIB[route.path];
    if (budget === undefined) throw new Error(`No size budget for ${route.path}`);
    const app = { path: route.path, kib: kib(bytes), brotliKib: kib(brotli), budget };
    if (!(PRERENDERED_PATHS as readonly string[]).includes(route.path)) return [app];
    return [visitor(route.path), { ...app, path: `${route.path} (signed in)` }];
  });
}

const sizes = routeSizes();
console.log(
  `${'route'.padEnd(26)}${['gzip', 'budget', 'sent (brotli)'].map((h) => h.padStart(14)).join('')}`,
);
for (const { path: route, kib, brotliKib, budget } of sizes) {
  const mark = kib > budget ? '  OVER' : '';
  const cells = [`${kib.toFixed(1)} KiB`, `${budget} KiB`, `${brotliKib.toFixed(1)} KiB`];
  console.log(`${route.padEnd(26)}${cells.map((cell) => cell.padStart(14)).join('')}${mark}`);
}
const over = sizes.filter(({ kib, budget }) => kib > budget);
if (over.length > 0) {
  console.error(`${over.length} route(s) over budget: ${over.map((route) => route.path).join(', ')}`);
  process.exit(1);
}
