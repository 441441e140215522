import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import { useLocation, useParams, useSearchParams } from './hooks';
import { Link, isActivePath } from './link';
import { Outlet, RouterProvider } from './components';
import { createRouter, whenRouterReady } from './router';
import { ScrollRestoration } from './scroll-restoration';
import { matchRoutes, type RouteObject } from './routes';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
};
const Room = () => <h1>room {useParams().room}</h1>;

describe('matching', () => {
  const page = (path: string): RouteObject => ({ path });
  const routes: RouteObject[] = [{ children: [page('/'), page('/rooms'), page('/rooms/:room'), page('*')] }];

  it('takes named pages before the catch-all, with their parameters decoded', () => {
    expect(matchRoutes(routes, '/rooms/a%20b')?.params).toEqual({ room: 'a b' });
    expect(matchRoutes(routes, '/rooms/')?.routes[1]?.path).toBe('/rooms');
    expect(matchRoutes(routes, '/rooms/a/b')?.routes[1]?.path).toBe('*');
    expect(matchRoutes([{ path: '/' }], '/elsewhere')).toBeNull();
  });

  it('marks a link active on its page and the pages under it, "/" on itself alone', () => {
    expect(isActivePath('/admin/users', '/admin')).toBe(true);
    expect(isActivePath('/admin/users', '/admin', true)).toBe(false);
    expect(isActivePath('/administer', '/admin')).toBe(false);
    expect(isActivePath('/rooms', '/')).toBe(false);
  });
});

describe('navigation', () => {
  it('keeps the page shown until the next page’s files arrive, and drops a navigation overtaken by another', async () => {
    const slow = deferred();
    const routes: RouteObject[] = [
      {
        element: <Outlet />,
        children: [
          { path: '/', element: <h1>home</h1> },
          { path: '/slow', lazy: () => slow.promise.then(() => ({ Component: () => <h1>slow</h1> })) },
          { path: '/rooms/:room', Component: Room },
        ],
      },
    ];
    const history = createMemoryHistory('/');
    const router = createRouter({ routes, history });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading')).toHaveTextContent('home');

    const toSlow = router.navigate('/slow');
    expect(screen.getByRole('heading')).toHaveTextContent('home');
    await act(() => router.navigate('/rooms/r1'));
    expect(screen.getByRole('heading')).toHaveTextContent('room r1');
    slow.resolve();
    await act(() => toSlow);
    expect(screen.getByRole('heading')).toHaveTextContent('room r1');
    expect(history.location.pathname).toBe('/rooms/r1');

    await act(() => router.navigate('/rooms/r1'));
    await act(async () => router.navigate(-1));
    expect(screen.getByRole('heading')).toHaveTextContent('home');
  });

  it('waits for a lazy first page before it counts as ready', async () => {
    const first = deferred();
    const router = createRouter({
      routes: [{ path: '/', lazy: () => first.promise.then(() => ({ Component: () => <h1>home</h1> })) }],
      history: createMemoryHistory('/'),
    });
    expect(router.state.initialized).toBe(false);
    first.resolve();
    await whenRouterReady(router);
    expect(router.state.initialized).toBe(true);
  });

  it('follows a plain click on a link and leaves a modified one to the browser', async () => {
    const Search = () => {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <Where />
          <button onClick={() => setParams((current) => ({ q: `${current.get('q') ?? ''}x` }))}>more</button>
          <p>q is {params.get('q')}</p>
        </>
      );
    };
    const routes: RouteObject[] = [
      {
        element: (
          <>
            <Link to="/find?q=a">find</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Where /> },
          { path: '/find', Component: Search },
        ],
      },
    ];
    render(<RouterProvider router={createRouter({ routes, history: createMemoryHistory('/') })} />);
    const link = screen.getByRole('link', { name: 'find' });
    expect(link).toHaveAttribute('href', '/find?q=a');
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByText('at /')).toBeInTheDocument();
    fireEvent.click(link);
    expect(await screen.findByText('at /find?q=a')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('q is ax')).toBeInTheDocument();
  });

  it('starts a new page at the top and returns to where a page was left on the way back', async () => {
    // Browsers that answer scrollTo with a promise must not have it taken for an effect's cleanup.
    const scrollTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scrollTo', scrollTo);
    const routes: RouteObject[] = [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ];
    const router = createRouter({ routes, history: createMemoryHistory('/list') });
    render(<RouterProvider router={router} />);
    vi.stubGlobal('scrollY', 640);
    await act(() => router.navigate('/item'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/other'));
    await act(async () => router.navigate(-2));
    expect(screen.getByText('at /list')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    vi.unstubAllGlobals();
  });

  it('returns a reloaded page to where it was read', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    sessionStorage.setItem('router-scroll-positions', JSON.stringify([['default', 480]]));
    const routes: RouteObject[] = [{ path: '*', element: <ScrollRestoration /> }];
    render(<RouterProvider router={createRouter({ routes, history: createMemoryHistory('/list') })} />);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('gives each entry the browser loaded a key of its own, kept over a reload', () => {
    window.history.replaceState(null, '', '/typed');
    const first = createBrowserHistory().location.key;
    window.history.pushState(null, '', '/followed-from-elsewhere');
    const second = createBrowserHistory().location.key;
    expect(second).not.toBe(first);
    // A reload reads the entry again and finds the key it was given.
    expect(createBrowserHistory().location.key).toBe(second);
    window.history.back();
  });
});
