import { use, useCallback, useMemo } from 'react';
import type { Location } from './history';
import { OutletContext, RouteErrorContext, RouterContext, StateContext } from './components';
import type { NavigateOptions, Router, RouterState } from './router';
import type { Params } from './routes';

/** The state the page on screen was rendered for (a newer one may still be rendering). */
export function useRouterState(): RouterState {
  const state = use(StateContext);
  if (!state) throw new Error('A router hook was used outside RouterProvider');
  return state;
}

export function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('A router hook was used outside RouterProvider');
  return router;
}

export const useLocation = (): Location => useRouterState().location;

export const useParams = (): Params => useRouterState().params;

export function useNavigate(): Router['navigate'] {
  const router = useRouter();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  );
}

export const useOutletContext = <T>(): T => use(OutletContext).context as T;

/** What the nearest error boundary caught. */
export const useRouteError = (): unknown => use(RouteErrorContext);

type SearchInit = URLSearchParams | Record<string, string>;

/** The query string as URLSearchParams, and a setter that moves the app to the same page with new ones. */
export function useSearchParams() {
  const router = useRouter();
  const { search } = useRouterState().location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const { pathname, search: current } = router.state.location;
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(current)) : next,
      ).toString();
      void router.navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams] as const;
}
