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

/** The code of the browser and of shared, by path, as the page's modules import each other. */
const SOURCES = new Map(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '../../shared/**/*.ts', '!**/*.test.*'], {
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

/** The parts whose keys the code reachable from a module writes. */
function partsShownBy(start: string): Set<MessagePart> {
  const seen = new Set<string>();
  const parts = new Set<MessagePart>();
  const visit = (file: string) => {
    if (seen.has(file) || NOT_WALKED.some((skipped) => file.startsWith(skipped))) return;
    seen.add(file);
    const code = SOURCES.get(file)!;
    for (const [, namespace] of code.matchAll(/['"`]([a-zA-Z]+)\.[\w$]/g)) {
      const part = PART_OF_NAMESPACE.get(namespace!);
      if (part) parts.add(part);
    }
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, specifier!);
      if (target) visit(target);
    }
  };
  visit(start);
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
