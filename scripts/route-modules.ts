/**
 * Which source module each route and layout loads, read from src/client/app/route-modules.ts as
 * it is written (a lazy import per path or layout name): for the build's chunking (vite.config.ts)
 * and the route budgets (route-sizes.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RouteModule {
  /** The module's path under src/client, with its extension. */
  source: string;
  /** The parts of the strings it waits for beyond the core. */
  parts: string[];
}

export function routeModules(): Map<string, RouteModule> {
  const text = readFileSync(path.resolve('src/client/app/route-modules.ts'), 'utf8');
  const modules = new Map<string, RouteModule>();
  const lazyModule =
    /'?([\w/:-]+)'?: lazy\(\s*\(\) => import\('([^']+)'\),\s*\(m\) => m\.\w+,(?:\s*\[([^\]]*)\])?/g;
  for (const [, name, specifier, parts] of text.matchAll(lazyModule)) {
    const source = path.posix.normalize(path.posix.join('app', specifier!));
    const named = [...(parts ?? '').matchAll(/'(\w+)'/g)].map((part) => part[1]!);
    modules.set(name!, { source: `${source}.tsx`, parts: named });
  }
  return modules;
}
