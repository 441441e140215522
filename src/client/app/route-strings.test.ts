// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MessagePart } from '../lib/i18n';
import { EN_PARTS } from '../lib/i18n/en';
import { LAYOUT_MODULES, NOT_FOUND_MODULE, PAGE_MODULES, type LazyRouteModule } from './route-modules';

/**
 * A page shows its strings once the parts it names are loaded, so a key of a part it does not name
 * would be shown as the key itself. This reads every module a page can reach (its imports, lazy ones
 * too) for keys written in the code ('room.title', `room.${x}`), and asks that the page name the
 * parts they belong to.
 */
const PART_OF_NAMESPACE = new Map(
  Object.entries(EN_PARTS satisfies Record<MessagePart, object>).flatMap(([part, strings]) =>
    Object.keys(strings).map((namespace) => [namespace, part as MessagePart]),
  ),
);

/**
 * The browser's code, by path, as the page's modules import each other; not shared's, which shows
 * nothing (it names messages, as 'room.join', not strings).
 */
const SOURCES = new Map(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, code]) => [absolute(file, import.meta.url), code]),
);
const ROUTE_MODULES_FILE = absolute('./route-modules.ts', import.meta.url);
// Strings are data, not code that shows them; and the route table reaches every page.
const NOT_WALKED = [absolute('../lib/i18n/', import.meta.url), ROUTE_MODULES_FILE];

function absolute(specifier: string, from: string): string {
  return new URL(specifier, from).href;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = absolute(specifier, from);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
    SOURCES.has(file),
  );
}

const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;
const ANY_IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;
const RE_EXPORT = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;
const namesIn = (list: string) =>
  list.split(',').map((name) =>
    name
      .trim()
      .split(/\s+as\s+/)
      .pop()!
      .replace(/^type\s+/, ''),
  );

/**
 * The files an import of some names from a feature's index (which only re-exports its files)
 * reaches: those that export the names, not the whole feature.
 */
function throughIndex(index: string, names: readonly string[]): string[] {
  return [...SOURCES.get(index)!.matchAll(RE_EXPORT)]
    .filter(([, list]) => namesIn(list!).some((name) => names.includes(name)))
    .map(([, , specifier]) => resolveImport(index, specifier!))
    .filter((file) => file !== undefined);
}

const isIndex = (file: string) => /\/index\.tsx?$/.test(file) && !SOURCES.get(file)!.includes('import ');

/**
 * The parts whose keys the code reachable from a module writes, less those a lazy loader on the
 * way fetches itself with the module it loads (`loadMessages(['teams'])` beside its `import()`).
 */
function partsShownBy(start: string): Set<MessagePart> {
  const seen = new Set<string>();
  const parts = new Set<MessagePart>();
  const selfLoaded = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || NOT_WALKED.some((skipped) => file.startsWith(skipped))) return;
    seen.add(file);
    const code = SOURCES.get(file)!;
    for (const [, list] of code.matchAll(/loadMessages\(\[([^\]]*)\]\)/g)) {
      for (const [, part] of list!.matchAll(/'(\w+)'/g)) selfLoaded.add(part!);
    }
    for (const [, namespace] of code.matchAll(/['"`]([a-zA-Z]+)\.[\w$]/g)) {
      const part = PART_OF_NAMESPACE.get(namespace!);
      if (part) parts.add(part);
    }
    const named = new Set<string>();
    for (const [, typeOnly, list, specifier] of code.matchAll(NAMED_IMPORT)) {
      named.add(specifier!);
      const target = resolveImport(file, specifier!);
      // A type shows nothing; an index is followed to the files of the names taken from it.
      if (!target || typeOnly) continue;
      if (isIndex(target)) throughIndex(target, namesIn(list!)).forEach(visit);
      else visit(target);
    }
    // Everything else: a lazy import(), a re-export, an import for its effect.
    for (const [, specifier] of code.matchAll(ANY_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target && !named.has(specifier!)) visit(target);
    }
  };
  visit(start);
  for (const part of selfLoaded) parts.delete(part as MessagePart);
  return parts;
}

/** Each lazy module of the route table with the file it loads, read from the table's own text. */
function routeModules(): { name: string; file: string; module: LazyRouteModule }[] {
  const text = SOURCES.get(ROUTE_MODULES_FILE)!;
  const modules: Record<string, LazyRouteModule> = { ...PAGE_MODULES, ...LAYOUT_MODULES, NOT_FOUND_MODULE };
  return [...text.matchAll(/(?:'([^']+)'|(\w+))(?::| =) lazy\(\s*\(\) => import\('([^']+)'\)/g)].map(
    ([, quoted, bare, specifier]) => {
      const name = (quoted ?? bare)!;
      return { name, file: resolveImport(ROUTE_MODULES_FILE, specifier!)!, module: modules[name]! };
    },
  );
}

describe('the strings a page waits for', () => {
  const found = routeModules();

  it('covers every module of the route table', () => {
    expect(found.map(({ name }) => name).sort()).toEqual(
      [...Object.keys(PAGE_MODULES), ...Object.keys(LAYOUT_MODULES), 'NOT_FOUND_MODULE'].sort(),
    );
    expect(found.every(({ file, module }) => file && module)).toBe(true);
  });

  it.each(found.map(({ name, file, module }) => [name, file, module] as const))(
    '%s names every part of the strings it shows',
    (_, file, module) => {
      const named = new Set<MessagePart>(['core', ...module.parts]);
      const missing = [...partsShownBy(file)].filter((part) => !named.has(part));
      expect(missing).toEqual([]);
    },
  );

  it('finds a part a page shows without naming it', () => {
    const adminPage = absolute('../features/admin/admin-overview-page.tsx', import.meta.url);
    expect([...partsShownBy(adminPage)]).toContain('admin');
  });
});
