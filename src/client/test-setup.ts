import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { provideCatalogues } from './lib/i18n';
import { en } from './lib/i18n/en';
import { uk } from './lib/i18n/uk';

// Tests render at once, in either language: both catalogues are there from the start.
provideCatalogues({ en, uk });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A loaded CI machine (two cores, the integration suites beside) can take seconds to settle a
// lazy route the first time; this is how long a query waits, never how fast anything must be.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on every navigation.
// Tests of plain logic run without a DOM (`@vitest-environment node`), where there is no window.
if (typeof window !== 'undefined') window.scrollTo = () => {};
