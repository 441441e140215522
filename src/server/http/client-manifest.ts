import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
/** The build's list of what each source became (`vite build` with `manifest: true`). */
export type ClientManifest = Readonly<Record<string, ManifestChunk | undefined>>;

export function readClientManifest(clientDir: string): ClientManifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientManifest) : {};
}

/** The files a source needs before it runs: its own and every chunk it imports, at any depth. */
function filesOf(manifest: ClientManifest, sources: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

/** The site pages' own script (site.ts) and what it imports; none when the build has no such entry. */
export function siteScriptTags(manifest: ClientManifest): string | undefined {
  const site = manifest['site.ts'];
  if (!site) return undefined;
  const preloads = filesOf(manifest, site.imports ?? []).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return [`<script type="module" crossorigin src="/${site.file}"></script>`, ...preloads].join('');
}

/**
 * Where a visitor on a site page most likely goes next: the first link of the landing page, and the
 * part of the strings it shows beyond the core (as the client's route table names it).
 */
const LIKELY_NEXT_PAGE = { source: 'features/rooms/new-game-page.tsx', strings: 'room' };

/**
 * Hints for a site page sent without the app: the browser fetches, when it has nothing better to
 * do, what the app and its likely next page need in the page's language, so following a link
 * into the app starts it from the cache instead of over the network.
 */
export function appPrefetchTags(manifest: ClientManifest, locale: string): string {
  const sources = [
    'index.html',
    LIKELY_NEXT_PAGE.source,
    `lib/i18n/${locale}/core.ts`,
    // The site page's own strings, which the app waits for when it takes the page over.
    `lib/i18n/${locale}/site.ts`,
    `lib/i18n/${locale}/${LIKELY_NEXT_PAGE.strings}.ts`,
  ];
  return filesOf(manifest, sources)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="prefetch" crossorigin href="/${file}">`)
    .join('');
}
