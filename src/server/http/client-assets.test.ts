import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClientAssets } from './client-assets';

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
