import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadClientPages, registerClientAssets } from './client-assets';

describe('the built client', () => {
  it('is served without its source maps, and its files are not logged one by one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'estimate-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Estimate</title>');
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.map'), '{"version":3}');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(fastifyCompress);
    await registerClientAssets(app, dir);

    const script = await app.inject('/assets/app-1a2b.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    const map = await app.inject('/assets/app-1a2b.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"version":3');
    expect((await app.inject('/dashboard')).statusCode).toBe(200);

    expect(lines.join('')).not.toContain('app-1a2b.js');
    // Pages and the API are still logged.
    expect(lines.join('')).toContain('/dashboard');
    await app.close();
  });

  it('sends the compressed copy the browser takes, and never the build manifest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'estimate-client-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Estimate</title>');
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log("plain")');
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.br'), 'brotli bytes');
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.gz'), 'gzip bytes');
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"index.html":{}}');
    const app = Fastify();
    await app.register(fastifyCompress);
    await registerClientAssets(app, dir);
    const get = (encoding?: string) =>
      app.inject({ url: '/assets/app-1a2b.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');

    const manifest = await app.inject('/.vite/manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('index.html":{}');
    await app.close();
  });

  it('sends the page compressed to a browser that takes it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'estimate-client-'));
    const page = `<!doctype html><title>Estimate</title>${'<link rel="modulepreload" href="/assets/a.js">'.repeat(60)}`;
    writeFileSync(path.join(dir, 'index.html'), page);
    const app = Fastify();
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    await registerClientAssets(app, dir);

    for (const [url, status] of [
      ['/', 200],
      ['/new-game', 200],
      ['/no-such-page', 404],
    ] as const) {
      const compressed = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(compressed.statusCode).toBe(status);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.rawPayload.length).toBeLessThan(page.length / 4);
    }
    const plain = await app.inject({ url: '/new-game', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    const api = await app.inject('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/new-game' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('prerendered pages', () => {
  const APP_SCRIPTS =
    '<script type="module" crossorigin src="/assets/index-9z8y.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/router-7x6w.js">';
  const INDEX_HTML =
    '<!doctype html><html lang="en"><head><title>Estimate</title><script>document.documentElement.dataset.x="1"</script>' +
    `${APP_SCRIPTS}<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css"></head><body><div id="root"></div></body></html>`;
  const MANIFEST = {
    'index.html': { file: 'assets/index-9z8y.js', isEntry: true, imports: ['_router.js', '_theme.js'] },
    'site.ts': { file: 'assets/site-5v4u.js', isEntry: true, imports: ['_theme.js'] },
    '_theme.js': { file: 'assets/theme-3t2s.js' },
    'features/rooms/new-game-page.tsx': { file: 'assets/new-game-page-1q0p.js', imports: ['_router.js'] },
    '_router.js': { file: 'assets/router-7x6w.js' },
    'lib/i18n/uk/core.ts': { file: 'assets/core-5g6h.js' },
    'lib/i18n/uk/room.ts': { file: 'assets/room-7j8k.js' },
    'lib/i18n/uk/site.ts': { file: 'assets/site-2c3d.js' },
    'lib/i18n/en/core.ts': { file: 'assets/core-9l0m.js' },
  };
  /** Signed out, as the app's server tells: no session cookie. */
  const isVisitor = (request: FastifyRequest) => !request.headers.cookie?.includes('session=');

  async function serve() {
    const dir = mkdtempSync(path.join(tmpdir(), 'estimate-build-'));
    const clientDir = path.join(dir, 'client');
    mkdirSync(clientDir);
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'index-1a2b.css'), 'body{color:red}');
    for (const [locale, text] of [
      ['en', 'Estimate together'],
      ['uk', 'Оцінюйте разом'],
    ] as const) {
      mkdirSync(path.join(dir, 'prerendered', locale), { recursive: true });
      writeFileSync(path.join(dir, 'prerendered', locale, 'index.html'), `<h1>${text}</h1>`);
      writeFileSync(path.join(dir, 'prerendered', locale, 'about-us.html'), `<h1>${text}: about</h1>`);
      mkdirSync(path.join(dir, 'prerendered', 'visitor', locale), { recursive: true });
      writeFileSync(
        path.join(dir, 'prerendered', 'visitor', locale, 'index.html'),
        `<h1>${text}</h1><a href="/sign-in">Sign in</a>`,
      );
    }
    mkdirSync(path.join(clientDir, '.vite'));
    writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const app = Fastify();
    await app.register(fastifyCookie);
    const pages = loadClientPages(clientDir);
    await registerClientAssets(app, clientDir, pages, isVisitor);
    return { app, pages };
  }

  it('come with their text in the language the visitor last saw, or else the one their browser asks for', async () => {
    const { app } = await serve();
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

    const english = await get('/');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"><head>');
    expect(english.body).toContain('<div id="root"><h1>Estimate together</h1>');
    expect(String(english.headers.vary)).toContain('Accept-Language');
    // Its stylesheet is in it, so it paints without waiting for a file behind the app's scripts.
    expect(english.body).toContain('<style>body{color:red}</style>');
    expect(english.body).not.toContain('index-1a2b.css');

    const asked = await get('/about-us/', { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' });
    expect(asked.body).toContain('<html lang="uk">');
    expect(asked.body).toContain('<h1>Оцінюйте разом: about</h1>');
    // Named after its heading in the HTML itself, before any script; the landing page keeps the name.
    expect(asked.body).toContain('<title>Оцінюйте разом: about · Estimate</title>');
    expect(english.body).toContain('<title>Estimate</title>');

    const chosen = await get('/', { 'accept-language': 'uk', cookie: 'estimate.locale=en' });
    expect(chosen.body).toContain('<h1>Estimate together</h1>');
    expect((await get('/', { cookie: 'estimate.locale=uk' })).body).toContain('Оцінюйте разом');
    expect((await get('/', { cookie: 'estimate.locale=fr' })).body).toContain('Estimate together');
    await app.close();
  });

  it('come to someone signed out with the site script instead of the app', async () => {
    const { app } = await serve();
    const visitor = await app.inject({ url: '/', headers: { cookie: 'estimate.locale=uk' } });
    expect(visitor.body).toContain('<h1>Оцінюйте разом</h1><a href="/sign-in">Sign in</a>');
    expect(visitor.body).not.toContain('src="/assets/index-9z8y.js"');
    expect(visitor.body).not.toContain(
      '<link rel="modulepreload" crossorigin href="/assets/router-7x6w.js">',
    );
    expect(visitor.body).toContain(
      '<script type="module" crossorigin src="/assets/site-5v4u.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/theme-3t2s.js">',
    );
    expect(visitor.body).toContain('<style>body{color:red}</style>');
    // The app and the likely next page in the page's language are fetched ahead, not run.
    const prefetched = [
      ...visitor.body.matchAll(/<link rel="prefetch" crossorigin href="\/assets\/([^"]+)">/g),
    ];
    expect(prefetched.map((match) => match[1]).sort()).toEqual([
      'core-5g6h.js',
      'index-9z8y.js',
      'new-game-page-1q0p.js',
      'room-7j8k.js',
      'router-7x6w.js',
      'site-2c3d.js',
      'theme-3t2s.js',
    ]);

    // Signed in: the app, with the page that waits to know who it is.
    const member = await app.inject({ url: '/', headers: { cookie: 'session=abc' } });
    expect(member.body).toContain('<div id="root"><h1>Estimate together</h1></div>');
    expect(member.body).toContain(APP_SCRIPTS);
    expect(member.body).not.toContain('site-5v4u.js');
    expect(member.body).not.toContain('rel="prefetch"');
    // A page the build prerendered only for anyone is that page for a visitor too.
    const about = await app.inject('/about-us');
    expect(about.body).toContain('<h1>Estimate together: about</h1>');
    expect(about.body).toContain(APP_SCRIPTS);
    await app.close();
  });

  it('are only those the build made: other pages and unknown paths get the empty app', async () => {
    const { app } = await serve();
    // /privacy is prerendered by the build, but this build wrote no file for it.
    for (const url of ['/privacy', '/dashboard', '/rooms/abc']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
    }
    const missing = await app.inject('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
    await app.close();
  });

  it("let the page's inline script run by its hash", async () => {
    const { pages } = await serve();
    const hash = createHash('sha256').update('document.documentElement.dataset.x="1"').digest('base64');
    expect(pages.inlineScriptSources).toEqual([`'sha256-${hash}'`]);
  });
});
