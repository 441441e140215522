import { availableParallelism } from 'node:os';

/**
 * Each Playwright worker has a server of its own (playwright.config.ts starts one per worker), on
 * its own port and database, so two workers never see each other's people or mail.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Two by default, one on a single core: one worker left a core idle between a spec's steps, two
 * keep both busy (docs/benchmarks.md). A machine with more cores may set more.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));

/** The app of worker `index` listens here; the demo Jira its Jira spec starts, one port above. */
export const serverPort = (index: number) => E2E_PORT + 10 * index;
export const serverUrl = (index: number) => `http://localhost:${serverPort(index)}`;
export const jiraDemoPort = (index: number) => serverPort(index) + 1;
/** The company's OpenID provider the sign-in spec starts, which the app knows as "Acme SSO". */
export const oidcDemoPort = (index: number) => serverPort(index) + 2;
export const OIDC_DEMO_CLIENT = { id: 'estimate-e2e', secret: 'estimate-e2e-client-secret' };
/** The company's SAML identity provider the SAML spec starts, which the app knows as "Corp SAML". */
export const samlDemoPort = (index: number) => serverPort(index) + 3;
export const dataDirOf = (index: number) => `test-results/e2e-data-${serverPort(index)}`;
