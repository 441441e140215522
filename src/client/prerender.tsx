/**
 * Built for Node (`vite build --ssr`) and run once at build time by scripts/prerender.mjs: the
 * site's pages as a signed-out visitor first sees them, in each language, so the server can send
 * their text in the HTML and a phone paints it before any JavaScript has arrived. The app renders
 * the same tree over it when it starts.
 */
import { renderToString } from 'react-dom/server';
import type { Locale } from '../shared/constants';
import type { PrerenderAudience } from '../shared/routes';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { SESSION_QUERY_KEY } from './features/auth';
import { initI18n, loadLanguage } from './lib/i18n';
import { createMemoryHistory, createRouter, RouterProvider, whenRouterReady } from './lib/router';

// What the build script needs to know which pages to render, from the same bundle.
export { LOCALES } from '../shared/constants';
export { PRERENDER_AUDIENCES, PRERENDERED_PATHS, prerenderedFile } from '../shared/routes';

/** The markup of the app's root element for one page in one language, for one audience. */
export async function prerenderPage(
  pathname: string,
  locale: Locale,
  audience: PrerenderAudience,
): Promise<string> {
  const i18n = initI18n(locale);
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);
  const router = createRouter({ routes: createRoutes(), history: createMemoryHistory(pathname) });
  await whenRouterReady(router);
  if (router.state.error) throw router.state.error;
  const queryClient = createQueryClient();
  // A visitor is known to be signed out: the page offers to sign in rather than waiting to know.
  if (audience === 'visitor') queryClient.setQueryData(SESSION_QUERY_KEY, null);
  return renderToString(
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
