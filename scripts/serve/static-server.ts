/**
 * The preview server (`npm start`, `npm run preview`) and the one every end-to-end test trusts: dist/ on
 * 127.0.0.1, served as a static host serves it.
 *
 * Files are served by sirv (lukeed/sirv, used by Vite's own preview server and SvelteKit): range requests,
 * ETag/304, content types, and precompressed `.br`/`.gz` siblings written by the build. It runs in its "dev" mode,
 * which looks files up on every request instead of indexing the folder once, so a rebuild is noticed at once and its
 * ETag (size and mtime) changes with the file. What is this project's own is only what a static host adds:
 * - a gate in front of sirv that answers what no host would serve: a target that is not a plain path (400), a
 *   method other than GET or HEAD (405), the host's own config files and dotfiles (404);
 * - the `_headers` rules, applied as Netlify and Cloudflare Pages apply them (re-read when the file changes);
 * - one address per page: `/about.html`, `/about/` and `/index.html` answer with one redirect to `/about` and `/`,
 *   the spelling used by the canonical links, the sitemap and every internal link;
 * - `404.html` for unknown paths, with status 404.
 * No request can take the process down: every failure of the file system is answered (503 while a file is being
 * replaced), and a stream that fails after the headers went out drops only its own connection.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

/** A header and its value, or `null` for a header a broader rule set and this one detaches (`! Name`). */
type HeaderRule = { pattern: RegExp; headers: [string, string | null][] };

/**
 * Reads the Netlify/Cloudflare-style `_headers` file, so tests see the headers a real host would send. A line
 * `! Name` detaches a header that a broader rule attached, as Cloudflare Pages reads it.
 */
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
    } else if (current && line.trim().startsWith('!')) {
      current.headers.push([line.trim().slice(1).trim(), null]);
    } else if (current) {
      const index = line.indexOf(':');
      current.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/** Files a host reads for itself and never serves. */
const hostConfigFiles = new Set(['/_headers', '/_redirects', '/_routes.json', '/netlify.toml', '/nginx.conf']);
const longestTarget = 2048;

export type RequestTarget = { pathname: string; search: string };

/**
 * The decoded path of a request target, or undefined when it is not one a static site can answer: not
 * origin-form (`/…`) or an absolute `http(s)://` URL, too long, a malformed escape, or a decoded path with NUL,
 * control characters, backslashes, empty or dot segments (`//`, `/./`, `/../`), however it was encoded.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget | undefined {
  if (!target || target.length > longestTarget) return undefined;
  let raw = target;
  if (/^https?:\/\//i.test(raw)) {
    // Absolute form, which HTTP/1.1 servers must accept (RFC 9112 §3.2.2); only its path and query matter here.
    try {
      const url = new URL(raw);
      raw = url.pathname + url.search;
    } catch {
      return undefined;
    }
  }
  if (!raw.startsWith('/')) return undefined; // asterisk form, authority form, or nonsense
  const queryAt = raw.indexOf('?');
  const encodedPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  let pathname: string;
  try {
    pathname = decodeURIComponent(encodedPath);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return undefined;
  const segments = pathname.split('/').slice(1);
  const inner = segments.slice(0, -1);
  if (inner.includes('') || segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  return { pathname, search };
}

/** The one address of a page spelled another way (`/about.html`, `/about/`, `/index.html`), or undefined. */
export function canonicalRedirect(pathname: string): string | undefined {
  if (pathname === '/') return undefined;
  if (pathname === '/index.html') return '/';
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length);
  if (pathname.endsWith('/')) return pathname.slice(0, -1);
  return undefined;
}

/**
 * Whether a Range header is one range sirv answers correctly (`bytes=0-99`, `bytes=100-`). Anything else (suffix,
 * several ranges, end before start, nonsense) is ignored and the whole file is sent, as RFC 9110 §14.2 allows.
 */
export function isSimpleRange(range: string | undefined): boolean {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range ?? '');
  return !!match && (match[2] === '' || Number(match[1]) <= Number(match[2]));
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text + '\n');
}

export function startStaticServer(root?: string, port?: number, host?: string): Promise<Server>;
/**
 * With `tls`, the same over HTTPS and HTTP/2, as a visitor's browser meets a real host: brotli offered, headers
 * compressed (HPACK). The bench counts a first visit's bytes this way (scripts/bench/first-visit.ts).
 */
export function startStaticServer(
  root: string,
  port: number,
  host: string,
  tls: { key: string; cert: string },
): Promise<Http2SecureServer>;
export function startStaticServer(
  root = 'dist',
  port = 4173,
  host = '127.0.0.1',
  tls?: { key: string; cert: string },
): Promise<Server | Http2SecureServer> {
  const base = resolve(root);
  const headersFile = join(base, '_headers');
  let rules: HeaderRule[] = [];
  let rulesVersion = '';

  /** The `_headers` rules, read again whenever the file changes (a rebuild while serving). */
  async function currentRules(): Promise<HeaderRule[]> {
    try {
      const { mtimeMs, size } = await stat(headersFile);
      const version = `${mtimeMs}-${size}`;
      if (version !== rulesVersion) {
        rules = parseHeadersFile(await readFile(headersFile, 'utf8'));
        rulesVersion = version;
      }
    } catch {
      rules = [];
      rulesVersion = '';
    }
    return rules;
  }

  function applyRules(response: ServerResponse, pathname: string, active: HeaderRule[]) {
    for (const rule of active)
      if (rule.pattern.test(pathname))
        for (const [name, value] of rule.headers)
          if (value === null) response.removeHeader(name);
          else response.setHeader(name, value);
  }

  /** Last-modified time of a file in dist/, or undefined when there is none (or it is a folder). */
  async function modified(file: string): Promise<number | undefined> {
    try {
      const stats = await stat(join(base, file));
      return stats.isFile() ? stats.mtimeMs : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The Accept-Encoding to hand to sirv: without an encoding whose precompressed file is older than the file it was
   * made from, so a page changed on disk (a rebuild under way, an edit by hand) is never answered with its old bytes.
   */
  async function freshEncodings(pathname: string, accepted: string | undefined): Promise<string> {
    const offered: string[] = [];
    for (const [encoding, suffix] of [
      ['br', 'br'],
      ['gzip', 'gz'],
    ] as const) {
      if (!accepted?.includes(encoding)) continue;
      const candidates = pathname === '/' ? ['/index.html'] : [`${pathname}.html`, pathname];
      for (const original of candidates) {
        const compressedAt = await modified(`${original}.${suffix}`);
        if (compressedAt === undefined) continue;
        const originalAt = await modified(original);
        // Strictly newer: file systems stamp times in coarse ticks (4 ms here), so a sibling written in the same tick
        // as a later change of its original looks just as old; the build makes its own siblings newer (prerender.ts).
        if (originalAt !== undefined && originalAt < compressedAt) offered.push(encoding);
        break;
      }
    }
    return offered.join(', ');
  }

  async function notFound(response: ServerResponse, head: boolean, active: HeaderRule[]) {
    let page: Buffer;
    try {
      page = await readFile(join(base, '404.html'));
    } catch {
      return plain(response, 404, 'Not found');
    }
    applyRules(response, '/404.html', active);
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
    response.end(head ? undefined : page);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = parseRequestTarget(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (!target) return plain(response, 400, 'Bad request');
    const head = request.method === 'HEAD';
    const active = await currentRules();
    // The host's own files, and hidden ones (`/.env`, `/.git/config`), are not part of the site.
    if (hostConfigFiles.has(target.pathname) || target.pathname.includes('/.'))
      return notFound(response, head, active);
    const redirect = canonicalRedirect(target.pathname);
    if (redirect) {
      response.writeHead(301, { Location: encodeURI(redirect) + target.search });
      return response.end();
    }
    // sirv sees the checked target in origin form, so it never parses an absolute or malformed one itself.
    request.url = encodeURI(target.pathname) + target.search;
    if (!isSimpleRange(request.headers.range)) delete request.headers.range;
    request.headers['accept-encoding'] = await freshEncodings(target.pathname, request.headers['accept-encoding']);
    // If the file disappears after sirv opened its headers, only this response is cut short, never the process.
    response.once('pipe', (source: Readable) => source.once('error', () => response.destroy()));
    files(request, response, () => {
      void notFound(response, head, active);
    });
  }

  const files = sirv(base, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (response, pathname) => applyRules(response, pathname, rules),
  });
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => {
      // A file removed between sirv's existence check and its stat (a rebuild in progress): ask for a retry.
      if (response.headersSent) response.destroy();
      else plain(response, 503, 'Try again', { 'Retry-After': '1' });
    });
  };
  // HTTP/2's compatibility API gives the handler the same request and response methods it uses.
  const server = tls
    ? createSecureServer(
        { ...tls, allowHTTP1: true },
        answer as unknown as Parameters<typeof createSecureServer>[1],
      )
    : createServer(answer);
  return new Promise((resolveServer) => server.listen(port, host, () => resolveServer(server)));
}
