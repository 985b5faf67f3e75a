/**
 * A plain static server for dist/ on 127.0.0.1, as a static host or CDN would serve it: clean URLs
 * (/about → about/index.html), the headers from public/_headers, and 404.html for unknown paths.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

type HeaderRule = { pattern: RegExp; headers: [string, string][] };

/** Reads the Netlify/Cloudflare-style `_headers` file, so tests see the headers a real host would send. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        '^' +
          line
            .trim()
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*') +
          '$',
      );
      current = { pattern, headers: [] };
      rules.push(current);
    } else if (current) {
      const index = line.indexOf(':');
      current.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

export function startStaticServer(root = 'dist', port = 4173, host = '127.0.0.1'): Promise<Server> {
  const base = resolve(root);
  const headersFile = join(base, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];

  const gzipCache = new Map<string, Uint8Array>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape (`/%`) is the client's error; it must not take the server down.
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Bad request');
      return;
    }
    const candidates = [pathname, join(pathname, 'index.html'), `${pathname.replace(/\/$/, '')}.html`];
    let file: string | undefined;
    for (const candidate of candidates) {
      const full = normalize(join(base, candidate));
      // Inside dist/ only: `base + sep`, so /..%2fdist-ssr/ cannot reach a sibling folder named like it.
      if ((full === base || full.startsWith(base + sep)) && existsSync(full) && statSync(full).isFile()) {
        file = full;
        break;
      }
    }
    let status = 200;
    if (!file) {
      status = 404;
      file = join(base, '404.html');
      pathname = '/404.html';
    }
    for (const rule of rules) {
      if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    response.setHeader('Content-Type', type);
    let body: Uint8Array = readFileSync(file);
    // Compress text as any static host or CDN does, so transfer sizes and timings are realistic.
    if (/text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipCache.get(file) ?? gzipSync(body, { level: 9 });
      gzipCache.set(file, body);
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
    }
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolveServer) => server.listen(port, host, () => resolveServer(server)));
}
