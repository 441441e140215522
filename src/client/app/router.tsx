import { createBrowserRouter, type RouteObject } from 'react-router';
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
  return { id: `layout-${layout}`, lazy: LAYOUT_MODULES[layout], children };
}

/** The whole route tree, built from the shared route table so client and server agree on it. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <CenteredSpinner className="min-h-dvh" />,
      children: LAYOUT_ORDER.map(layoutRoute),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded what its first page needs (its lazy layout and page). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
