import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_TITLE, LOCALES } from '../../shared/constants';
import { acceptedLanguages, detectLanguage, LOCALE_COOKIE } from '../../shared/domain/locale';
import {
  matchAppRoute,
  notFoundMessage,
  PRERENDER_AUDIENCES,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '../../shared/routes';
import { appPrefetchTags, readClientManifest, siteScriptTags } from './client-manifest';

const CLIENT_NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>Estimate</title><p>The client is not built yet: run <code>npm run build</code>.</p>';

const ROOT_ELEMENT = '<div id="root"></div>';

export interface ClientPages {
  hasBuild: boolean;
  indexHtml: string;
  /** The Content-Security-Policy sources that let index.html's own inline scripts run. */
  inlineScriptSources: string[];
  /**
   * Whole pages with their text already in, by prerenderedFile(locale, path, audience): a
   * visitor's comes with the site's small script instead of the app's.
   */
  prerendered: Map<string, string>;
}

/** What tells the server that a request comes from someone signed out: it has no session cookie. */
export type IsVisitor = (request: FastifyRequest) => boolean;

const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page with its stylesheets in it: a prerendered page can paint as soon as it arrives, instead
 * of after a stylesheet that a slow link fetches beside the app's scripts.
 */
/**
 * A prerendered page's tab title, as the app names it (useDocumentTitle): its heading, then the
 * product; the landing page keeps the bare product name. The heading's text comes escaped already.
 */
function pageTitle(pathname: string, markup: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(markup)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .trim();
  return pathname === '/' || !heading ? APP_TITLE : `${heading} · ${APP_TITLE}`;
}

function withInlineStyles(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const stylesheet = path.join(clientDir, file);
    return existsSync(stylesheet) ? `<style>${readFileSync(stylesheet, 'utf8')}</style>` : link;
  });
}

/**
 * Reads the built client's page, and the prerendered pages the build wrote beside the client
 * (scripts/prerender.mjs): each is the page with that language's markup inside the app's root.
 */
export function loadClientPages(clientDir: string): ClientPages {
  const indexFile = path.join(clientDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : CLIENT_NOT_BUILT_HTML;
  const inlineScriptSources = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
  const prerendered = new Map<string, string>();
  const prerenderedDir = path.join(clientDir, '..', 'prerendered');
  if (hasBuild && indexHtml.includes(ROOT_ELEMENT) && existsSync(prerenderedDir)) {
    const styledHtml = withInlineStyles(indexHtml, clientDir);
    const manifest = readClientManifest(clientDir);
    const siteScripts = siteScriptTags(manifest);
    const shells = {
      anyone: styledHtml,
      visitor: siteScripts && styledHtml.replace(APP_SCRIPTS, '').replace('</head>', `${siteScripts}</head>`),
    };
    for (const audience of PRERENDER_AUDIENCES) {
      const shell = shells[audience];
      for (const locale of LOCALES) {
        for (const pathname of PRERENDERED_PATHS) {
          const key = prerenderedFile(locale, pathname, audience);
          const file = path.join(prerenderedDir, key);
          if (!shell || !existsSync(file)) continue;
          const markup = readFileSync(file, 'utf8');
          const hints = audience === 'visitor' ? appPrefetchTags(manifest, locale) : '';
          prerendered.set(
            key,
            shell
              .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(pathname, markup)}</title>`)
              .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
              .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>${hints}`),
          );
        }
      }
    }
  }
  return { hasBuild, indexHtml, inlineScriptSources, prerendered };
}

/**
 * Serves the built client. Paths of the route table get the app with 200; any other path gets the
 * same app with 404, so the browser shows the not-found page and crawlers and curl see the status.
 * A prerendered page comes in the language the visitor's browser last showed (its cookie), or else
 * the one their browser asks for, by the same rule the app follows; to someone signed out, with
 * the site's small script instead of the app, which starts when the page is first used.
 */
export async function registerClientAssets(
  app: FastifyInstance,
  clientDir: string,
  { hasBuild, indexHtml, prerendered }: ClientPages = loadClientPages(clientDir),
  isVisitor: IsVisitor = () => false,
): Promise<void> {
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

  const sendApp = (reply: FastifyReply, status: number, html = indexHtml) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  const prerenderedPage = (request: FastifyRequest, pathname: string): string | undefined => {
    const route = matchAppRoute(pathname);
    if (!route || !(PRERENDERED_PATHS as readonly string[]).includes(route.path)) return undefined;
    const locale = detectLanguage(
      request.cookies?.[LOCALE_COOKIE],
      acceptedLanguages(request.headers['accept-language']),
    );
    const visitorPage = isVisitor(request)
      ? prerendered.get(prerenderedFile(locale, route.path, 'visitor'))
      : undefined;
    return visitorPage ?? prerendered.get(prerenderedFile(locale, route.path));
  };

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
    const page = prerenderedPage(request, pathname);
    if (page) return sendApp(reply.header('vary', 'Accept-Language, Cookie'), 200, page);
    return sendApp(reply, matchAppRoute(pathname) ? 200 : 404);
  };
  // Pages are a route of their own, not the not-found handler's, so they are compressed like any
  // answer (compression is set up route by route); files and API routes are matched first.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
}
