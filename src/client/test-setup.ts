import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A loaded CI machine can take more than the default second to settle a lazy route.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
