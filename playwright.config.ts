import { defineConfig, devices } from '@playwright/test';
import {
  dataDirOf,
  E2E_WORKERS,
  jiraDemoPort,
  OIDC_DEMO_CLIENT,
  oidcDemoPort,
  samlDemoPort,
  serverPort,
  serverUrl,
} from './e2e/support/servers';
import { SAML_TEST_KEYS } from './src/server/testing/saml-test-keys';

/** Never `playwright install`: tests drive the system Chromium (apt-get install chromium). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Each worker has its own server (below), so E2E_WORKERS files may run at once.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // The longest multi-person specs take ~25 s on a quiet machine. CI machines differ: one ran the
  // suite 2.5-3x slower, another nearly 4x, where a 43 s story ran out of 90 s mid-step. CI allows
  // six times the quiet time; a test that hangs still fails, only later.
  timeout: process.env.CI ? 150_000 : 45_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: serverUrl(0),
    // Recording a trace of every test took a third of the suite's CPU (screencast frames and DOM
    // snapshots of each step). CI records one when a test fails and is retried, which is where
    // it is read; locally, where nothing is retried, every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    /** The Jira spec serves the demo Jira here; the server knows it as Atlassian for "Sign in with Atlassian". */
    const jiraDemoUrl = `http://127.0.0.1:${jiraDemoPort(index)}`;
    return {
      command: 'node scripts/e2e-server.mjs',
      url: `${serverUrl(index)}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(serverPort(index)),
        PUBLIC_URL: serverUrl(index),
        DATA_DIR: dataDirOf(index),
        ADMIN_EMAILS: 'admin@example.com',
        LOG_LEVEL: 'warn',
        SIGN_IN_RATE_LIMIT_PER_MINUTE: '200',
        GUEST_JOINS_PER_MINUTE: '1000',
        JIRA_OAUTH_CLIENT_ID: 'double-client',
        JIRA_OAUTH_CLIENT_SECRET: 'double-client-secret',
        JIRA_OAUTH_AUTH_URL: jiraDemoUrl,
        JIRA_OAUTH_API_URL: jiraDemoUrl,
        // The demo Jira runs on this host, which a room's link may reach only when allowed.
        JIRA_ALLOWED_HOSTS: '127.0.0.1',
        // The company's provider, started by the sign-in spec: until then the app offers it and
        // asks it for its discovery document again at the first sign-in.
        OIDC_PROVIDERS: 'acme',
        OIDC_ACME_ISSUER: `http://127.0.0.1:${oidcDemoPort(index)}`,
        OIDC_ACME_CLIENT_ID: OIDC_DEMO_CLIENT.id,
        OIDC_ACME_CLIENT_SECRET: OIDC_DEMO_CLIENT.secret,
        OIDC_ACME_LABEL: 'Acme SSO',
        // And one that speaks SAML, started by the SAML spec.
        SAML_PROVIDERS: 'corp',
        SAML_CORP_ENTRY_POINT: `http://127.0.0.1:${samlDemoPort(index)}/sso`,
        SAML_CORP_ISSUER: `http://127.0.0.1:${samlDemoPort(index)}/metadata`,
        SAML_CORP_CERT: SAML_TEST_KEYS.provider.certificate,
        SAML_CORP_LABEL: 'Corp SAML',
        SAML_CORP_EMAIL_VERIFIED: 'true',
      },
    };
  }),
});
