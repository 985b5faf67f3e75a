// @vitest-environment node
/**
 * The preview server as `npm start` runs it, in its own process, under what scanners and rebuilds throw at it:
 * afterwards the same process must still answer, must never have sent a byte from outside its folder, and must
 * have logged nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const secret = 'SECRET-OUTSIDE-DIST';
let top: string;
let dist: string;
let child: ChildProcess;
let port: number;
let output = '';

beforeAll(async () => {
  top = mkdtempSync(join(tmpdir(), 'static-server-fuzz-'));
  dist = join(top, 'dist');
  mkdirSync(join(dist, 'services'), { recursive: true });
  mkdirSync(join(dist, 'images'));
  mkdirSync(join(top, 'dist-ssr'));
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, 'about.html'), '<h1>About</h1>');
  writeFileSync(join(dist, 'services', 'orthodontics.html'), '<h1>Orthodontics</h1>');
  writeFileSync(join(dist, '404.html'), '<p>Not found</p>');
  writeFileSync(join(dist, '_headers'), `# ${secret} must not be served\n/*\n  X-Content-Type-Options: nosniff\n`);
  writeFileSync(join(dist, '.env'), secret);
  // Large enough that dropping the connection after the first chunk leaves the server mid-response.
  writeFileSync(join(dist, 'images', 'large.webp'), randomBytes(4 * 1024 * 1024));
  writeFileSync(join(top, 'dist-ssr', 'entry-server.js'), secret);
  writeFileSync(join(top, 'secret.txt'), secret);

  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/serve.ts', dist], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
    child.stdout!.on('data', () => {
      const match = /127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
}, 30_000);

afterAll(() => {
  child.kill();
  rmSync(top, { recursive: true, force: true });
});

type Exchange = { response: Buffer; error?: string };

/** Sends raw bytes, then reads until the server closes or `waitMs` passes; `cutAfterFirstChunk` drops the socket. */
function exchange(raw: string | Buffer, options: { waitMs?: number; cutAfterFirstChunk?: boolean } = {}) {
  return new Promise<Exchange>((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const finish = (error?: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ response: Buffer.concat(chunks), error });
    };
    const timer = setTimeout(() => finish(), options.waitMs ?? 1500);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.cutAfterFirstChunk) finish();
    });
    socket.on('end', () => finish());
    socket.on('error', (error) => finish(error.message));
    socket.write(raw);
  });
}

const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;

function statusOf(response: Buffer): number | undefined {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(response.toString('latin1'));
  return match ? Number(match[1]) : undefined;
}

/** Every way of writing "one folder up" that scanners try. */
function traversalTargets(): string[] {
  const ups = [
    '..',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%2e.',
    '%252e%252e',
    '..%00',
    '%c0%ae%c0%ae',
    '%uff0e%uff0e',
    '..;',
  ];
  const separators = ['/', '%2f', '%2F', '%5c', '\\', '%252f', '%c0%af'];
  const destinations = ['dist-ssr/entry-server.js', 'secret.txt', 'etc/passwd'];
  const targets: string[] = [];
  for (const up of ups)
    for (const separator of separators)
      for (const destination of destinations) {
        const depth = 1 + ((up.length + separator.length + destination.length) % 3);
        targets.push('/' + `${up}${separator}`.repeat(depth) + destination.replaceAll('/', separator));
      }
  return targets;
}

function hostileRequests(): { name: string; raw: string | Buffer; cut?: boolean }[] {
  const requests: { name: string; raw: string | Buffer; cut?: boolean }[] = [];
  for (const target of traversalTargets()) requests.push({ name: `traversal ${target}`, raw: get(target) });
  for (const target of [
    'http://[',
    'http://127.0.0.1/about',
    'http://evil.example/../../secret.txt',
    'https://x/%2e%2e/%2e%2e/secret.txt',
    'HTTP://127.0.0.1:99999/',
    '*',
    '127.0.0.1:4173',
    '',
    '?',
    'about',
    '/%',
    '/%zz',
    '/%%32%65',
    '/about%00',
    '/about%00.html',
    '/%00',
    '//secret.txt',
    '/./about',
    '/.env',
    '/.git/config',
    '/_headers',
    '/_redirects',
    '/' + 'a'.repeat(3000),
    '/' + 'a/'.repeat(4000),
    '/about?' + 'q'.repeat(5000),
  ])
    requests.push({ name: `target ${target.slice(0, 40)}`, raw: get(target) });
  requests.push({
    name: 'raw NUL in the target',
    raw: Buffer.from('GET /ab\u0000out HTTP/1.1\r\nHost: x\r\n\r\n'),
  });
  requests.push({ name: 'raw space in the target', raw: 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n' });
  for (const method of [
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'PROPFIND',
    'FOO',
    'G\u0000ET',
  ])
    requests.push({
      name: `method ${method}`,
      raw: `${method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello`,
    });
  requests.push({ name: 'OPTIONS *', raw: 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' });
  requests.push({ name: 'HTTP/1.0 without Host', raw: 'GET / HTTP/1.0\r\n\r\n' });
  requests.push({ name: 'HTTP/1.1 without Host', raw: 'GET / HTTP/1.1\r\n\r\n' });
  requests.push({ name: 'HTTP/9.9', raw: 'GET / HTTP/9.9\r\nHost: x\r\n\r\n' });
  requests.push({ name: 'no version', raw: 'GET /\r\n\r\n' });
  requests.push({ name: 'garbage', raw: randomBytes(512) });
  requests.push({ name: 'overlong header', raw: get('/', `X-Long: ${'a'.repeat(40_000)}\r\n`) });
  requests.push({ name: 'many headers', raw: get('/', 'X-A: b\r\n'.repeat(3000)) });
  requests.push({ name: 'header without colon', raw: get('/', 'Broken header\r\n') });
  requests.push({ name: 'bad Content-Length', raw: get('/', 'Content-Length: -1\r\n') });
  requests.push({ name: 'two Content-Lengths', raw: get('/', 'Content-Length: 1\r\nContent-Length: 2\r\n') });
  requests.push({ name: 'smuggling', raw: get('/', 'Transfer-Encoding: chunked\r\nContent-Length: 3\r\n') });
  for (const range of ['bytes=9-2', 'bytes=-5', 'bytes=0-1,3-4', 'bytes=99999999999-', 'bytes=abc', 'items=0-1'])
    requests.push({ name: `Range ${range}`, raw: get('/about', `Range: ${range}\r\n`) });
  for (const etag of ['*', '"x"', 'W/"', '\u00ff'])
    requests.push({ name: `If-None-Match ${etag}`, raw: get('/about', `If-None-Match: ${etag}\r\n`) });
  requests.push({ name: 'odd Accept-Encoding', raw: get('/', `Accept-Encoding: ${'br;q=0, '.repeat(200)}\r\n`) });
  for (const cut of [
    'GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-',
    'GET /about HT',
    'GET /abo',
    'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nhalf',
  ])
    requests.push({ name: `cut off: ${JSON.stringify(cut.slice(0, 20))}`, raw: cut });
  for (let index = 0; index < 5; index += 1)
    requests.push({ name: 'dropped mid-response', raw: get('/images/large.webp'), cut: true });
  return requests;
}

describe('the preview server under hostile requests', () => {
  it('answers at least 200 of them without a crash, a 5xx, a leak or a log line', async () => {
    const requests = hostileRequests();
    expect(requests.length).toBeGreaterThanOrEqual(200);
    const results: { name: string; status?: number; response: Buffer }[] = [];
    for (let start = 0; start < requests.length; start += 20) {
      const batch = requests.slice(start, start + 20);
      const answers = await Promise.all(
        batch.map((request) => exchange(request.raw, { cutAfterFirstChunk: request.cut, waitMs: 1000 })),
      );
      answers.forEach((answer, index) =>
        results.push({ name: batch[index]!.name, status: statusOf(answer.response), response: answer.response }),
      );
    }
    for (const result of results) {
      expect(result.response.includes(secret), `${result.name} leaked a file from outside dist/`).toBe(false);
      expect(result.response.includes('root:x:0:0'), `${result.name} leaked /etc/passwd`).toBe(false);
      if (result.status !== undefined) expect(result.status, result.name).toBeLessThan(500);
    }
    const byName = (name: string) => results.find((result) => result.name === name)?.status;
    expect(byName('method DELETE')).toBe(405);
    expect(byName('OPTIONS *')).toBe(405);
    expect(byName('HTTP/1.0 without Host')).toBe(200);
    expect(byName('target http://127.0.0.1/about')).toBe(200);
    expect(byName('target http://[')).toBe(400);
    expect(byName('target *')).toBe(400);
    expect(byName('target /_headers')).toBe(404);
    expect(byName('target /.env')).toBe(404);
    expect(
      results.filter((result) => result.name.startsWith('traversal')).every((result) => result.status! >= 400),
    ).toBe(true);

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(output.replace(/^Serving .*\n/, '')).toBe('');
  }, 120_000);
});

describe('the preview server during a rebuild', () => {
  it('never crashes and never answers with a body older than the last change', async () => {
    const page = join(dist, 'services', 'orthodontics.html');
    const origin = `http://127.0.0.1:${port}`;
    let running = true;
    // Readers that hammer the page while it is replaced, deleted and written again.
    const background = Array.from({ length: 6 }, async (_, reader) => {
      while (running) {
        const response = await fetch(`${origin}/services/orthodontics`, {
          headers: reader % 2 ? { 'Accept-Encoding': 'gzip, br' } : {},
        }).catch(() => undefined);
        await response?.arrayBuffer().catch(() => undefined);
      }
    });
    for (let version = 1; version <= 60; version += 1) {
      const body = `<h1>Orthodontics, version ${version}</h1>`;
      switch (version % 3) {
        case 0: // replaced atomically, as a careful deploy does
          writeFileSync(`${page}.tmp`, body);
          renameSync(`${page}.tmp`, page);
          break;
        case 1: // deleted, then written again, as a build that empties dist/ does
          rmSync(page, { force: true });
          await new Promise((resolve) => setTimeout(resolve, 5));
          writeFileSync(page, body);
          break;
        default: // rewritten in place, with a precompressed copy left over from the build before
          writeFileSync(`${page}.gz`, gzipSync(`<h1>Orthodontics, version ${version - 1}</h1>`));
          await new Promise((resolve) => setTimeout(resolve, 5));
          writeFileSync(page, body);
      }
      for (const encoding of ['identity', 'gzip', 'gzip, br']) {
        const response = await fetch(`${origin}/services/orthodontics`, {
          headers: { 'Accept-Encoding': encoding },
        });
        expect(response.status).toBe(200);
        expect(await response.text(), `version ${version}, ${encoding}`).toBe(body);
      }
    }
    running = false;
    await Promise.all(background);
    expect((await fetch(`${origin}/`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(output.replace(/^Serving .*\n/, '')).toBe('');
  }, 120_000);
});
