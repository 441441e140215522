import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchAppRoute, notFoundMessage } from '../../shared/routes';

const CLIENT_NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>Estimate</title><p>The client is not built yet: run <code>npm run build</code>.</p>';

/**
 * Serves the built client. Paths of the route table get the app with 200; any other path gets the
 * same app with 404, so the browser shows the not-found page and crawlers and curl see the status.
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : CLIENT_NOT_BUILT_HTML;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the one the browser takes is sent.
      preCompressed: true,
      // Source maps stay on the server's disk for whoever runs it; browsers are not given them.
      // The build's manifest (.vite/) is for the size check, not for browsers either.
      allowedPath: (pathname) => !pathname.endsWith('.map') && !pathname.startsWith('/.vite/'),
      // A page load fetches a dozen files; the log keeps API requests and problems, not each file.
      logLevel: 'warn',
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendApp = (reply: FastifyReply, status: number) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No API route ${request.method} ${pathname}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: notFoundMessage(pathname) });
    }
    return sendApp(reply, matchAppRoute(pathname) ? 200 : 404);
  };
  // Pages are a route of their own, not the not-found handler's, so they are compressed like any
  // answer (compression is set up route by route); files and API routes are matched first.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
}
