import {
  Component,
  createContext,
  createElement,
  use,
  useDeferredValue,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { Location } from './history';
import type { Router, RouterState } from './router';

export const RouterContext = createContext<Router | null>(null);
export const StateContext = createContext<RouterState | null>(null);
/** How deep in the matched chain an Outlet is, and what its parent hands down to it. */
export const OutletContext = createContext<{ depth: number; context: unknown }>({
  depth: 0,
  context: undefined,
});
export const RouteErrorContext = createContext<unknown>(undefined);

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows the fallback when the page throws while rendering, until the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

/** Renders the node at `depth` of the matched chain, which renders the next one at its Outlet. */
export function RouteLevel({ depth, context }: { depth: number; context?: unknown }) {
  const router = use(RouterContext)!;
  const { matches, location } = use(StateContext)!;
  const route = matches[depth];
  if (!route) return null;
  // One component per node, loaded once and kept: the same type every render, so no remount.
  const page = route.Component ?? router.componentOf(route);
  const content = (
    <OutletContext value={{ depth: depth + 1, context }}>
      {route.element ?? (page ? createElement(page) : <RouteLevel depth={depth + 1} />)}
    </OutletContext>
  );
  if (!route.errorElement) return content;
  return (
    <RouteErrorBoundary location={location} fallback={route.errorElement}>
      {content}
    </RouteErrorBoundary>
  );
}

/** The app's pages for `router`'s location, with its hooks available under it. */
export function RouterProvider({ router }: { router: Router }) {
  const getState = () => router.state;
  const current = useSyncExternalStore(router.subscribe, getState, getState);
  // A store's change renders at once and in one piece; a new page is the heaviest render there is,
  // so it is rendered as a transition instead, yielding to the browser as it goes (a slow phone's
  // main thread is not held for the whole page). Until it is done the page on screen stays, and
  // being the same element, is not rendered again.
  const state = useDeferredValue(current);
  const root = router.routes[0];
  return useMemo(() => {
    let page: ReactNode;
    if (!state.initialized) page = root?.hydrateFallbackElement ?? null;
    else if (state.error)
      page = <RouteErrorContext value={state.error}>{root?.errorElement ?? null}</RouteErrorContext>;
    else page = <RouteLevel depth={0} />;
    return (
      <RouterContext value={router}>
        <StateContext value={state}>{page}</StateContext>
      </RouterContext>
    );
  }, [router, root, state]);
}

/** Where a layout shows the page under it; `context` reaches that page's useOutletContext. */
export function Outlet({ context }: { context?: unknown }) {
  const { depth } = use(OutletContext);
  return <RouteLevel depth={depth} context={context} />;
}

/** Sends the app elsewhere as soon as it renders (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const router = use(RouterContext)!;
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}
