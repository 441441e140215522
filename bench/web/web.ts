/**
 * `npm run bench:web`: Lighthouse on the built app (run `npm run build` first), as a phone on a slow
 * 4G network and as a desktop, for the pages people open first: the landing page, About, New game
 * and a room seen by its owner. Scores go to bench/results/web.json and a Markdown table to
 * bench/results/web.md. A score is a measurement, not a test: nothing here fails on a low one.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePorts } from '../../src/server/testing/free-ports';
import { startNginx } from '../../src/server/testing/nginx-proxy';
import { newUsers } from '../../src/server/testing/room-client';

const RESULTS_DIR = path.resolve('bench/results');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
/** Lighthouse's scores move by a few points between runs: each page is measured this often, the median kept. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const SERVER_START_TIMEOUT_MS = 20_000;
/** Only the pages whose label contains one of these words (`BENCH_WEB_ONLY=room,about`); all by default. */
const ONLY = process.env.BENCH_WEB_ONLY?.split(',').filter(Boolean) ?? [];

type Form = 'mobile' | 'desktop';
interface PageResult {
  page: string;
  served: Serving;
  form: Form;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metricsMs: Record<keyof typeof METRICS, number>;
  /** A phone's FCP and LCP with the slow network and CPU applied for real rather than modelled. */
  appliedMs?: { fcp: number; lcp: number };
}

/**
 * How the pages are served: by the app itself (HTTP/1.1), or behind the shipped nginx with HTTPS and
 * HTTP/2 as compose.tls.yaml runs it. `BENCH_WEB_SERVE=tls` measures one of them; both by default.
 */
const SERVINGS = {
  direct: 'the app, HTTP/1.1',
  tls: 'nginx, HTTPS + HTTP/2',
} as const;
type Serving = keyof typeof SERVINGS;
const SERVE = (process.env.BENCH_WEB_SERVE?.split(',') ?? Object.keys(SERVINGS)) as Serving[];

async function waitForHealth(url: string): Promise<boolean> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** The app on a fresh SQLite database; `url` is where pages are opened, `appUrl` the app itself. */
async function startServer(serving: Serving): Promise<{ url: string; appUrl: string; stop: () => void }> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error('No build: run `npm run build` first');
  }
  const [port, http, https] = (await freePorts(3)) as [number, number, number];
  const appUrl = `http://127.0.0.1:${port}`;
  const proxyPorts = serving === 'tls' ? { http, https } : undefined;
  const url = proxyPorts ? `https://127.0.0.1:${proxyPorts.https}` : appUrl;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estimate-bench-web-'));
  // nginx's workers run as nobody when the master is root; they write request bodies here.
  chmodSync(dataDir, 0o777);
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // The owner is signed up and their room made by this script, at the app's own address.
      ALLOWED_ORIGINS: appUrl,
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(dataDir, 'app'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const nginx = proxyPorts && startNginx(dataDir, { ...proxyPorts, apps: [port] });
  const stop = () => {
    nginx?.stop();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (
    (await waitForHealth(appUrl)) &&
    (!nginx || ((await waitForHealth(nginx.httpUrl)) && nginx.running()))
  ) {
    return { url, appUrl, stop };
  }
  stop();
  throw new Error(`The server did not answer on ${url}${nginx ? `\n${nginx.log()}` : ''}`);
}

/** A page's scores and timings, before it is told which page and serving they are of. */
type Measured = Omit<PageResult, 'page' | 'served'>;

/** A file name for a page's label: "/rooms/:room (owner)" → "rooms-room-owner". */
const slug = (page: string): string => page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

/** A run Lighthouse could not time (it happens) leaves a null: the median is of the runs that could. */
const median = (values: number[]): number => {
  const timed = values.filter(Number.isFinite).sort((a, b) => a - b);
  return timed[Math.floor(timed.length / 2)] ?? Number.NaN;
};

async function measure(
  /** Names the file of the last run's report: `mobile-<report>.json`. */
  report: string,
  url: string,
  form: Form,
  port: number,
): Promise<Measured> {
  const runs: Measured[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      },
      form === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave nothing for ${url}`);
    // The whole report of the last run, for whoever wants to know why a score is what it is.
    writeFileSync(path.join(RESULTS_DIR, `${form}-${report}.json`), JSON.stringify(result.lhr));
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (NO_NAVSTART now and then) has no scores: it is left out of
    // the median rather than counted as a zero.
    if (runtimeError) console.warn(`${report}, ${form}: Lighthouse failed (${runtimeError.code})`);
    const score = (category: (typeof CATEGORIES)[number]) => {
      const value = runtimeError ? null : categories[category]?.score;
      return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
    };
    runs.push({
      form,
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, score(category)]),
      ) as PageResult['scores'],
      metricsMs: Object.fromEntries(
        Object.entries(METRICS).map(([key, audit]) => [key, audits[audit]?.numericValue ?? Number.NaN]),
      ) as PageResult['metricsMs'],
    });
  }
  const pick = <T extends string>(values: (run: Measured) => Record<T, number>, key: T) =>
    median(runs.map((run) => values(run)[key]));
  return {
    form,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, pick((run) => run.scores, c)]),
    ) as PageResult['scores'],
    metricsMs: Object.fromEntries(
      (Object.keys(METRICS) as (keyof typeof METRICS)[]).map((m) => [m, pick((run) => run.metricsMs, m)]),
    ) as PageResult['metricsMs'],
  };
}

/**
 * Lighthouse's model of a phone counts every request started before the first paint as needed for
 * it, so a page that paints from its HTML while its scripts are still coming looks no faster there.
 * Applying the same slow network and CPU to the browser shows when the page really paints.
 */
async function measureApplied(url: string, port: number): Promise<{ fcp: number; lcp: number }> {
  const runs: { fcp: number; lcp: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: [METRICS.fcp, METRICS.lcp],
      throttlingMethod: 'devtools',
    });
    const audits = result?.lhr.audits;
    runs.push({
      fcp: audits?.[METRICS.fcp]?.numericValue ?? Number.NaN,
      lcp: audits?.[METRICS.lcp]?.numericValue ?? Number.NaN,
    });
  }
  return { fcp: median(runs.map((run) => run.fcp)), lcp: median(runs.map((run) => run.lcp)) };
}

/**
 * Gives the browser these cookies for the app's origin and no others. A session cookie passed as a
 * request header (Lighthouse's extraHeaders) reaches the page's HTML but not the app's own fetches,
 * so the owner was measured as a visitor at the room's join card: the browser must hold it.
 */
async function signIn(
  browser: Awaited<ReturnType<typeof puppeteer.connect>>,
  url: string,
  cookies: { name: string; value: string }[],
): Promise<void> {
  const held = await browser.cookies();
  if (held.length > 0) await browser.deleteCookie(...held);
  if (cookies.length > 0)
    await browser.setCookie(
      ...cookies.map((cookie) => ({
        ...cookie,
        domain: new URL(url).hostname,
        path: '/',
        // Over HTTPS the app's session cookie is Secure (and named so: __Secure-).
        secure: url.startsWith('https:'),
      })),
    );
}

function table(results: PageResult[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rows = results.map(
    ({ page, served, form, scores, metricsMs, appliedMs }) =>
      `| ${page} | ${SERVINGS[served]} | ${form} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${seconds(metricsMs.fcp)} | ${seconds(metricsMs.lcp)} | ${Math.round(metricsMs.tbt)} ms | ${metricsMs.cls.toFixed(3)} | ${appliedMs ? `${seconds(appliedMs.fcp)} / ${seconds(appliedMs.lcp)}` : ''} |`,
  );
  return [
    `Lighthouse, median of ${RUNS} runs per page (mobile: simulated slow 4G and a 4× slower CPU; the last`,
    'column: the same phone applied to the browser for real).',
    '',
    '| page | served by | form | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | applied FCP / LCP |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Every page as a phone and as a desktop, served one way. */
async function measureServed(serving: Serving, chrome: chromeLauncher.LaunchedChrome): Promise<PageResult[]> {
  const { url, appUrl, stop } = await startServer(serving);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const [owner] = await newUsers(appUrl, 1, 'bench-web-');
    const roomId = await owner!.createRoom();
    owner!.close();
    const pages: { page: string; path: string; signedIn?: boolean }[] = [
      { page: '/', path: '/' },
      { page: '/about-us', path: '/about-us' },
      { page: '/new-game', path: '/new-game' },
      { page: '/rooms/:room (owner)', path: `/rooms/${roomId}`, signedIn: true },
    ].filter(({ page }) => ONLY.length === 0 || ONLY.some((word) => page.includes(word)));
    const results: PageResult[] = [];
    for (const form of ['mobile', 'desktop'] as const) {
      for (const { page, path: pagePath, signedIn = false } of pages) {
        await signIn(browser, url, signedIn ? owner!.http.cookieList : []);
        const measured = await measure(`${slug(page)}-${serving}`, `${url}${pagePath}`, form, chrome.port);
        const appliedMs =
          form === 'mobile' ? await measureApplied(`${url}${pagePath}`, chrome.port) : undefined;
        results.push({ page, served: serving, ...measured, appliedMs });
        console.log(
          `${SERVINGS[serving]}, ${form} ${page}: performance ${results.at(-1)!.scores.performance}`,
        );
      }
    }
    await browser.disconnect();
    return results;
  } finally {
    stop();
  }
}

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH,
    // The HTTPS proxy's certificate is made for the run and signed by nobody.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  try {
    const results: PageResult[] = [];
    for (const serving of SERVE) results.push(...(await measureServed(serving, chrome)));
    writeFileSync(path.join(RESULTS_DIR, 'web.json'), `${JSON.stringify(results, null, 2)}\n`);
    const markdown = table(results);
    writeFileSync(path.join(RESULTS_DIR, 'web.md'), markdown);
    console.log(`\n${markdown}`);
  } finally {
    chrome.kill();
  }
}

await main();
