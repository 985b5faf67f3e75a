/**
 * `npm run preview:nginx`: serves dist/ with Debian's nginx on 127.0.0.1 (PORT, default 4181), using the configuration
 * scripts/serve/nginx-config.ts generates from public/_headers (the plain one, without a certificate), so the hosting
 * tests (`npm run test:nginx`) see what a clinic's nginx would send. nginx runs in the foreground from a temporary
 * prefix: no root, no system config touched.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArguments, portFromEnv } from '../shared/arguments';
import { nginxConfig } from './nginx-config';

export function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  for (const candidate of [
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/opt/homebrew/bin/nginx',
    '/usr/local/bin/nginx',
  ])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const mimeTypes = [
  '/etc/nginx/mime.types',
  '/usr/local/etc/nginx/mime.types',
  '/opt/homebrew/etc/nginx/mime.types',
];

/**
 * nginx's main configuration around `servers`, for an nginx run in the foreground from the temporary `prefix`: its
 * own pid file and temporary folders, no root, no system configuration touched.
 */
export function nginxMainConfig(prefix: string, servers: string): string {
  const brotli = existsSync(brotliModule);
  const types = mimeTypes.find((file) => existsSync(file));
  const isRoot = process.getuid?.() === 0;
  return `${brotli ? `load_module ${brotliModule};\n` : ''}daemon off;
worker_processes 1;
${isRoot ? 'user root;\n' : ''}pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  ${types ? `include ${types};` : ''}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${servers}
}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const nginx = findNginx();
  if (!nginx) {
    console.error('nginx is not installed (Debian: apt-get install -y nginx libnginx-mod-http-brotli-static).');
    process.exit(1);
  }
  parseArguments(process.argv.slice(2), { usage: '[PORT=4181] npm run preview:nginx' });
  const port = portFromEnv('PORT', 4181);
  const prefix = mkdtempSync(join(tmpdir(), 'clinic-nginx-'));
  const brotli = existsSync(brotliModule);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    nginxMainConfig(
      prefix,
      // The whole plain configuration, the door's per-address counters included (its block limits by them).
      nginxConfig({ root: resolve('dist'), listen: `127.0.0.1:${port}`, serverName: 'localhost', brotli }),
    ),
  );
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  console.log(`Serving dist/ with nginx at http://127.0.0.1:${port}/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}
