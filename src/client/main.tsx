import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { preloadRoute } from './app/route-modules';
import { prefetchSession } from './features/auth';
import { initI18n, isLocale, loadLanguage } from './lib/i18n';
import { RouterProvider, whenRouterReady } from './lib/router';
import { loadRuntimeConfig } from './lib/runtime-config';
import { applyTheme, readThemePreference } from './lib/theme';
import { logAppVersion } from './lib/version-check';

// Before anything renders: the language, and the theme once more by lib/theme.ts's rule, for a
// page whose own early script was refused (a proxy that sets a stricter CSP than ours).
applyTheme(readThemePreference());
const i18n = initI18n();
logAppVersion();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The config and the language are asked for first: nothing renders without them. The page's own
// files follow in the next task (a language's import starts a microtask late, behind anything
// asked for synchronously) instead of after the first render.
const language = isLocale(i18n.language) ? i18n.language : 'en';
const ready = Promise.allSettled([loadRuntimeConfig(), loadLanguage(language)]);
const queryClient = createQueryClient();
prefetchSession(queryClient);
setTimeout(() => preloadRoute(window.location.pathname), 0);

void ready.finally(async () => {
  const router = createAppRouter();
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!container.hasChildNodes()) return root.render(app);
  // A prerendered page is on screen already. It is replaced by the page itself once the route's
  // files are here, never by the spinner a route shows while they arrive; and as that render is
  // not urgent, it yields to the browser as it goes rather than holding a slow phone's main
  // thread in one long task.
  await whenRouterReady(router);
  startTransition(() => root.render(app));
});
