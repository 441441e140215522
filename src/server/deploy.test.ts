import { readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config/env';

/**
 * The container files cannot be built on the machines this is developed on (no image registry),
 * so they are linted and kept in step with the server by reading them.
 */
const read = (file: string) => readFileSync(file, 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
}

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('lints clean', () => {
    const problems = validate(dockerfile).map(
      (problem) => `${problem.range.start.line + 1}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
  });

  it('runs the documented production command as an unprivileged user, with a health check and a data volume', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toContain('CMD ["node", "dist/server/main.js"]');
    expect(read('docs/operations.md')).toContain('node dist/server/main.js');
    expect(read('scripts/start.mjs')).toContain("'dist/server/main.js'");
    expect(finalStage).toMatch(/HEALTHCHECK [^\n]*\\\n\s+CMD [^\n]*\/api\/health\/ready/);
    expect(read('src/server/features/system/system-routes.ts')).toContain("'/api/health/ready'");
    expect(finalStage).toMatch(/DATA_DIR=\/data/);
    expect(finalStage).toContain('VOLUME ["/data"]');
    expect(finalStage).toMatch(/PORT=3000/);
  });
});

describe('the compose file', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const { services } = compose;
  const apps = Object.entries(services).filter(([, service]) => service.build !== undefined);

  it('runs two instances on Postgres and Redis behind a proxy, each started only once what it needs is healthy', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
        const target = services[dependency]!;
        // Built services take their health check from the Dockerfile.
        if (target.build === undefined) expect(target.healthcheck, dependency).toBeDefined();
      }
    }
  });

  it('gives the instances only settings the server knows, and the same database, Redis and secret', () => {
    const known = new Set(Object.keys(envSchema.shape));
    for (const [name, service] of apps) {
      for (const variable of Object.keys(service.environment ?? {}))
        expect(known, `${name}: ${variable}`).toContain(variable);
      expect(service.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', TRUST_PROXY: 'true' });
      expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    }
    const [first, second] = apps.map(([, service]) => service.environment);
    for (const shared of ['DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET', 'PUBLIC_URL'])
      expect(first?.[shared], shared).toBe(second?.[shared]);
  });

  it('sends the proxy to both instances, WebSockets included', () => {
    const nginx = read('deploy/nginx.conf');
    const locations = read('deploy/nginx-locations.conf');
    for (const [name] of apps) expect(nginx).toContain(`server ${name}:3000 max_fails=0;`);
    expect(locations).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(locations).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(nginx).toContain('include /etc/nginx/estimate/locations.conf;');
    expect(services.proxy?.volumes).toEqual([
      './deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro',
      './deploy/nginx-locations.conf:/etc/nginx/estimate/locations.conf:ro',
    ]);
  });

  it('adds HTTPS with HTTP/2 in compose.tls.yaml, proxied as the plain port is', () => {
    const tls = parse(read('compose.tls.yaml')) as { services: Record<string, ComposeService> };
    expect(Object.keys(tls.services)).toEqual(['proxy']);
    expect(tls.services.proxy?.ports).toEqual(['443:443']);
    expect(tls.services.proxy?.volumes).toEqual([
      './deploy/nginx-tls.conf:/etc/nginx/conf.d/tls.conf:ro',
      '${TLS_CERT_DIR:-./deploy/certs}:/etc/nginx/certs:ro',
    ]);
    const server = read('deploy/nginx-tls.conf');
    expect(server).toMatch(/^\s*listen 443 ssl;$/m);
    expect(server).toMatch(/^\s*http2 on;$/m);
    expect(server).toContain('ssl_certificate /etc/nginx/certs/fullchain.pem;');
    expect(server).toContain('ssl_certificate_key /etc/nginx/certs/privkey.pem;');
    expect(server).toContain('include /etc/nginx/estimate/locations.conf;');
    expect(read('docs/operations.md')).toContain('compose.tls.yaml');
  });
});
