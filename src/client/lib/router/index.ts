/**
 * The app's router: the URL to a chain of lazily loaded layouts and a page, links, and the hooks
 * pages read. It keeps what the app used of a general router and leaves out what it did not
 * (loaders, actions, relative paths), which is most of such a library's weight.
 */
export { createBrowserHistory, createMemoryHistory } from './history';
export { createRouter, whenRouterReady, type Router } from './router';
export type { RouteObject } from './routes';
export { Navigate, Outlet, RouterProvider } from './components';
export {
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks';
export { Link, NavLink } from './link';
export { ScrollRestoration } from './scroll-restoration';
