import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's nginx (apt-get install nginx-light); CI installs it beside Chromium. */
const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The shipped proxy files, as compose.yaml (and compose.tls.yaml) mount them. */
const DEPLOY_FILES = {
  plain: 'deploy/nginx.conf',
  tls: 'deploy/nginx-tls.conf',
  locations: 'deploy/nginx-locations.conf',
} as const;
const MOUNTED_LOCATIONS = '/etc/nginx/estimate/locations.conf';
const MOUNTED_CERTS = '/etc/nginx/certs/';

export interface ProxyPorts {
  /** Where the instances listen, in the order of the upstream's app1, app2. */
  apps: number[];
  http: number;
  /** Set to serve HTTPS with HTTP/2 too, on a self-signed certificate made in the folder. */
  https?: number;
}

/** nginx took `http2 on;` in 1.25.1; before it (Debian 12 has 1.22) HTTP/2 is a flag of `listen`. */
function hasHttp2Directive(): boolean {
  // `nginx -v` writes its version to stderr.
  const { stderr } = spawnSync(NGINX_PATH, ['-v'], { encoding: 'utf8' });
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr)?.slice(1) ?? []).map(
    Number,
  );
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1);
}

/** A certificate for 127.0.0.1 and localhost that nobody trusts: browsers here are told to accept it. */
function selfSignedCertificate(dir: string): void {
  const request = 'req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1';
  const names = 'subjectAltName=IP:127.0.0.1,DNS:localhost';
  execFileSync(
    'openssl',
    [
      ...request.split(' '),
      '-addext',
      names,
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
}

/**
 * The shipped proxy files pointed at this machine's ports, inside the few lines a standalone nginx
 * needs around them. Fails if a file no longer has the shape this rewrites, so the test cannot pass
 * on a configuration other than the shipped one.
 */
function nginxConfig(dir: string, ports: ProxyPorts): string {
  const locations = path.resolve(DEPLOY_FILES.locations);
  const rewrite = (file: string, replacements: [RegExp, string][]) => {
    let text = readFileSync(file, 'utf8');
    for (const [pattern, replacement] of replacements) {
      if (!pattern.test(text)) throw new Error(`${file} changed shape: no ${pattern}`);
      text = text.replace(pattern, replacement);
    }
    return text;
  };
  const site = [
    rewrite(DEPLOY_FILES.plain, [
      [/server app1:3000/, `server 127.0.0.1:${ports.apps[0]}`],
      [/server app2:3000/, `server 127.0.0.1:${ports.apps[1] ?? ports.apps[0]}`],
      [/listen 80;/, `listen 127.0.0.1:${ports.http};`],
      [new RegExp(MOUNTED_LOCATIONS, 'g'), locations],
    ]),
  ];
  if (ports.https !== undefined) {
    selfSignedCertificate(dir);
    const http2 = hasHttp2Directive();
    site.push(
      rewrite(DEPLOY_FILES.tls, [
        [/listen 443 ssl;/, `listen 127.0.0.1:${ports.https} ssl${http2 ? '' : ' http2'};`],
        [/http2 on;/, http2 ? 'http2 on;' : ''],
        [new RegExp(MOUNTED_CERTS, 'g'), `${dir}/`],
        [new RegExp(MOUNTED_LOCATIONS, 'g'), locations],
      ]),
    );
  }
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    ...site,
    '}',
  ].join('\n');
}

/**
 * nginx with the shipped configuration in front of instances on this machine, its files in `dir`
 * (which nginx's workers, running as nobody under root, must be able to write).
 */
export function startNginx(dir: string, ports: ProxyPorts) {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx is not installed at ${NGINX_PATH}: apt-get install -y nginx-light`);
  }
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, ports));
  const lines: string[] = [];
  const nginx = spawn(NGINX_PATH, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  return {
    httpUrl: `http://127.0.0.1:${ports.http}`,
    httpsUrl: ports.https === undefined ? undefined : `https://127.0.0.1:${ports.https}`,
    log: () => lines.join(''),
    /** False once nginx has exited (a port it could not take, say): nothing it answered is its. */
    running: () => nginx.exitCode === null && nginx.signalCode === null,
    stop: () => nginx.kill('SIGQUIT'),
  };
}
