import { createBrowserHistory, createRouter, type RouteObject } from '../lib/router';
import { APP_ROUTES, type LayoutName } from '../../shared/routes';
import { CenteredSpinner } from '../components/ui/spinner';
import { ErrorPage } from '../features/system/error-page';
import { AppShell } from './app-shell';
import { RouteGuard } from './route-guard';
import { LAYOUT_MODULES, NOT_FOUND_MODULE, PAGE_MODULES } from './route-modules';

const LAYOUT_ORDER: readonly LayoutName[] = ['default', 'account', 'room', 'admin'];

function toRouteObject(route: (typeof APP_ROUTES)[number]): RouteObject {
  const lazy = PAGE_MODULES[route.path];
  if (!lazy) throw new Error(`No page module for route ${route.path}`);
  const page: RouteObject = { path: route.path, lazy };
  if (!route.requiresAuth) return page;
  return { element: <RouteGuard requireAdmin={route.requiresAdmin} />, children: [page] };
}

function layoutRoute(layout: LayoutName): RouteObject {
  const children = APP_ROUTES.filter((route) => route.layout === layout).map(toRouteObject);
  // Unknown paths render inside the default layout, so a 404 still has the site's navigation.
  if (layout === 'default') children.push({ path: '*', lazy: NOT_FOUND_MODULE });
  return { lazy: LAYOUT_MODULES[layout], children };
}

/** The whole route tree, built from the shared route table so client and server agree on it. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <CenteredSpinner className="min-h-dvh" />,
      children: LAYOUT_ORDER.map(layoutRoute),
    },
  ];
}

export function createAppRouter() {
  return createRouter({ routes: createRoutes(), history: createBrowserHistory() });
}
