import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './styles.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { preloadRoute } from './app/route-modules';
import { installPreloadErrorHandler } from './lib/chunk-reload';
import { initI18n, isLocale, loadLanguage } from './lib/i18n';
import { loadRuntimeConfig } from './lib/runtime-config';
import { applyTheme, readThemePreference } from './lib/theme';
import { logAppVersion } from './lib/version-check';

// Before anything renders, so the first paint already has the right theme and language
// (the server's CSP forbids the usual inline script in index.html).
applyTheme(readThemePreference());
const i18n = initI18n();
logAppVersion();
installPreloadErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's own files load beside the language and the config instead of after them.
preloadRoute(window.location.pathname);

const language = isLocale(i18n.language) ? i18n.language : 'en';
void Promise.allSettled([loadRuntimeConfig(), loadLanguage(language)]).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
});
