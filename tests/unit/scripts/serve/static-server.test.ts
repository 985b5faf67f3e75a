// @vitest-environment node
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { connect } from 'node:http2';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalRedirect,
  isSimpleRange,
  parseRequestTarget,
  startStaticServer,
} from '../../../../scripts/serve/static-server';
import { secureHost } from '../../../../scripts/bench/first-visit';

describe('parseRequestTarget', () => {
  it('accepts origin-form and absolute-form paths and keeps the query', () => {
    expect(parseRequestTarget('/about?x=1')).toEqual({ pathname: '/about', search: '?x=1' });
    expect(parseRequestTarget('http://clinic.example/services/orthodontics')).toEqual({
      pathname: '/services/orthodontics',
      search: '',
    });
    expect(parseRequestTarget('/smile%20gallery')).toEqual({ pathname: '/smile gallery', search: '' });
  });

  it.each([
    ['asterisk form', '*'],
    ['authority form', '127.0.0.1:80'],
    ['a broken absolute URL', 'http://['],
    ['a malformed escape', '/%'],
    ['an encoded NUL', '/about%00.html'],
    ['a backslash', '/..%5cpackage.json'],
    ['an encoded parent segment', '/%2e%2e/secret'],
    ['a double slash', '//etc/passwd'],
    ['an overlong target', '/' + 'a'.repeat(3000)],
  ])('refuses %s', (_name, target) => {
    expect(parseRequestTarget(target)).toBeUndefined();
  });
});

describe('canonicalRedirect', () => {
  it('sends the other spellings of a page to its one address', () => {
    expect(canonicalRedirect('/about.html')).toBe('/about');
    expect(canonicalRedirect('/about/')).toBe('/about');
    expect(canonicalRedirect('/index.html')).toBe('/');
    expect(canonicalRedirect('/services/index.html')).toBe('/services');
    expect(canonicalRedirect('/about')).toBeUndefined();
    expect(canonicalRedirect('/')).toBeUndefined();
  });
});

describe('isSimpleRange', () => {
  it('passes one ordered byte range and nothing else', () => {
    expect(isSimpleRange('bytes=0-9')).toBe(true);
    expect(isSimpleRange('bytes=10-')).toBe(true);
    expect(isSimpleRange('bytes=9-0')).toBe(false);
    expect(isSimpleRange('bytes=-5')).toBe(false);
    expect(isSimpleRange('bytes=0-1,4-5')).toBe(false);
    expect(isSimpleRange(undefined)).toBe(false);
  });
});

describe('startStaticServer', () => {
  let server: Server;
  let origin: string;
  let dist: string;

  beforeAll(async () => {
    // dist/ and a sibling whose name starts like it, as dist-ssr/ does beside dist/.
    const top = mkdtempSync(join(tmpdir(), 'static-server-'));
    dist = join(top, 'dist');
    mkdirSync(join(dist, 'services'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(top, 'dist-ssr'));
    writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(dist, 'about.html'), '<h1>About</h1>');
    writeFileSync(join(dist, 'about.html.gz'), gzipSync('<h1>About</h1>'));
    // As the build stamps its siblings: strictly newer than the page, even within one tick of the clock.
    const compressedAt = new Date(Date.now() + 1000);
    utimesSync(join(dist, 'about.html.gz'), compressedAt, compressedAt);
    writeFileSync(join(dist, 'services.html'), '<h1>Services</h1>');
    writeFileSync(join(dist, 'services', 'orthodontics.html'), '<h1>Orthodontics</h1>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(dist, '404.html'), '<p>Not found</p>');
    writeFileSync(
      join(dist, '_headers'),
      '/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n\n' +
        '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n  ! X-Frame-Options\n',
    );
    writeFileSync(join(dist, '_redirects'), '/old /about 301\n');
    writeFileSync(join(top, 'dist-ssr', 'secret.js'), 'server code');
    server = await startStaticServer(dist, 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('serves each page at its one address, a page beside a folder of the same name included', async () => {
    for (const [path, text] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services', 'Services'],
      ['/services/orthodontics', 'Orthodontics'],
    ]) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(text);
    }
  });

  it('redirects every other spelling once, keeping the query', async () => {
    for (const [path, location] of [
      ['/about.html', '/about'],
      ['/about/', '/about'],
      ['/index.html', '/'],
      ['/services/?ref=x', '/services?ref=x'],
    ]) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location')).toBe(location);
    }
  });

  it('answers unknown paths and the host config files with the 404 page', async () => {
    for (const path of ['/nope', '/_headers', '/_redirects', '/.env', '/.git/config']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Not found');
    }
  });

  it('applies the _headers rules', async () => {
    const asset = await fetch(`${origin}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    // `! X-Frame-Options`: the folder detaches what the site-wide rule attached.
    expect(asset.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${origin}/about`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers other methods with 405 and the methods it allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${origin}/about`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers a malformed escape with 400 and keeps running', async () => {
    expect((await fetch(`${origin}/%`)).status).toBe(400);
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  });

  it('never serves a file outside its folder, even a sibling named like it', async () => {
    for (const path of ['/..%2fdist-ssr/secret.js', '/%2e%2e/dist-ssr/secret.js', '/../dist-ssr/secret.js']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain('server code');
    }
  });

  it('revalidates with ETag and 304, and answers a byte range', async () => {
    const first = await fetch(`${origin}/about`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin}/about`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const part = await fetch(`${origin}/about`, { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('<h1>');
    const nonsense = await fetch(`${origin}/about`, { headers: { Range: 'bytes=9-2' } });
    expect(nonsense.status).toBe(200);
  });

  it('serves the same over HTTPS and HTTP/2, as the bench’s host for first visits', async () => {
    const host = await secureHost(dist);
    try {
      const session = connect(host.origin, { rejectUnauthorized: false });
      const answer = await new Promise<{ status: number; caching: unknown; frame: unknown; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/assets/app-1234.js', 'accept-encoding': 'identity' });
          let body = '';
          stream.on('response', (headers) => {
            stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
            stream.on('end', () =>
              resolve({
                status: Number(headers[':status']),
                caching: headers['cache-control'],
                frame: headers['x-frame-options'],
                body,
              }),
            );
          });
          stream.on('error', reject);
        },
      );
      session.close();
      expect(answer).toEqual({
        status: 200,
        caching: 'public, max-age=31536000, immutable',
        frame: undefined,
        body: 'console.log(1)',
      });
    } finally {
      host.close();
    }
  });

  it('sends the precompressed file, but never one older than its page', async () => {
    const compressed = await fetch(`${origin}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.text()).toBe('<h1>About</h1>');

    writeFileSync(join(dist, 'about.html'), '<h1>About us</h1>');
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'about.html'), future, future);
    const changed = await fetch(`${origin}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(changed.headers.get('content-encoding')).toBeNull();
    expect(await changed.text()).toBe('<h1>About us</h1>');
  });
});
