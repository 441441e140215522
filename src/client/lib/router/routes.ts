import type { ComponentType, ReactNode } from 'react';

/**
 * One node of the route tree. A node with a path is a page (paths are absolute, `:name` takes one
 * segment, `*` takes anything no other page does); a node without one wraps its children (a
 * layout, a guard) and shows them where it renders an Outlet.
 */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  Component?: ComponentType;
  /** The node's component, fetched the first time a page under it is wanted. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Shown instead of this node when it or anything under it throws. */
  errorElement?: ReactNode;
  /** Shown while the first page's files arrive (the root's only). */
  hydrateFallbackElement?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string>>;

export interface RouteMatch {
  /** From the root down to the page. */
  routes: RouteObject[];
  params: Params;
}

const SPLAT = '*';

function matchPath(pattern: string, pathname: string): Params | null {
  if (pattern === SPLAT) return {};
  const want = pattern.split('/');
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const got = trimmed.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i]!;
    if (segment.startsWith(':')) {
      if (!actual) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

function search(routes: RouteObject[], pathname: string, splat: boolean): RouteMatch | null {
  for (const route of routes) {
    if (route.children) {
      const inner = search(route.children, pathname, splat);
      if (inner) return { routes: [route, ...inner.routes], params: inner.params };
    } else if (route.path !== undefined && (route.path === SPLAT) === splat) {
      const params = matchPath(route.path, pathname);
      if (params) return { routes: [route], params };
    }
  }
  return null;
}

/** The chain of nodes a path renders: a named page first, the catch-all only when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch | null {
  return search(routes, pathname, false) ?? search(routes, pathname, true);
}
