/**
 * A route's first visit as the visitor's phone and a real host see it (issue 41), for `npm run bench`:
 *
 * - Bytes: every request of our origin in the visit's first 10 seconds, the idle prefetches included, as bytes on
 *   the wire: each response's headers and body. Served as every host we name serves it, over HTTPS and HTTP/2
 *   (nginx, Cloudflare Pages, Netlify), where Chromium asks for brotli and gets the build's `.br` files, and where
 *   headers travel compressed (HPACK): the preview server's own code, with a certificate made for the run
 *   (`secureHost`). Also the part of them asked for before the app was ready.
 * - Paints: first and largest contentful paint as the throttled browser reports them, per load.
 *
 * The phone is Lighthouse's (412 × 823 at 1.75 device pixels, touch), slow 4G, the CPU slowed by the calibrated
 * multiplier (phone.ts), a cold cache each time. Requests that leave 127.0.0.1 are refused, and listed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blockOutsideRequests } from '../../harness/network/page-requests';
import { startStaticServer } from '../serve/static-server';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { useSlow4g, type Slowdown } from './phone';

/** How long a first visit is watched for its bytes. */
const visitMs = 10_000;
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export type VisitBytes = {
  /** Bytes received in the first 10 s, headers included (HTTP/2: compressed, with its frames). */
  total: number;
  /** Of those, the requests asked for before the app was ready. */
  beforeReady: number;
  requests: number;
  /** Requests to other origins, refused here: not counted. */
  refused: string[];
  /** Responses not sent as brotli though the host has a `.br` of them, or not over HTTP/2. */
  notBrotli: string[];
  notHttp2: string[];
};

/**
 * dist/ served over HTTPS and HTTP/2 on 127.0.0.1, with a certificate made for this run by `openssl` (the browser is
 * told to accept it). Resolves with its origin and a way to stop it.
 */
export async function secureHost(root: string): Promise<{ origin: string; close: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  const server = await startStaticServer(root, 0, '127.0.0.1', {
    key: readFileSync(key, 'utf8'),
    cert: readFileSync(cert, 'utf8'),
  });
  rmSync(dir, { recursive: true, force: true });
  return { origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

export type VisitPaints = { firstPaint: number; largestPaint: number };

async function phonePage(
  browser: Browser,
  slowdown: Slowdown,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; refused: string[] }> {
  const context = await browser.newContext({ ...phone, ignoreHTTPSErrors: true });
  const refused: string[] = [];
  await blockOutsideRequests(context, (url) => refused.push(url));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await useSlow4g(cdp);
  await slowdown.apply(cdp);
  return { context, page, cdp, refused };
}

/** Loads `url` once and counts the bytes of its first 10 seconds. */
export async function measureVisitBytes(browser: Browser, url: string, slowdown: Slowdown): Promise<VisitBytes> {
  const { context, page, cdp, refused } = await phonePage(browser, slowdown);
  const origin = new URL(url).origin;
  const requests = new Map<
    string,
    { url: string; wallTime: number; bytes?: number; encoding?: string; protocol?: string }
  >();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, wallTime }) => {
    if (request.url.startsWith(origin)) requests.set(requestId, { url: request.url, wallTime });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'];
    request.protocol = response.protocol;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(visitMs);
  const { timeOrigin, ready } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    ready: performance.getEntriesByName('app-ready')[0]?.startTime ?? Number.NaN,
  }));
  await context.close();
  if (Number.isNaN(ready)) throw new Error(`${url}: the app was not ready within ${visitMs / 1000} s`);
  const finished = [...requests.values()].filter((request) => request.bytes !== undefined);
  const sum = (list: typeof finished) => list.reduce((total, request) => total + request.bytes!, 0);
  const compressible = /\.(html|js|css|svg|xml|txt|json)$|\/$|\/[^./]+$/;
  return {
    total: sum(finished),
    beforeReady: sum(finished.filter((request) => request.wallTime * 1000 - timeOrigin < ready)),
    requests: finished.length,
    refused,
    notBrotli: finished
      .filter((request) => compressible.test(new URL(request.url).pathname) && request.encoding !== 'br')
      .map((request) => request.url),
    notHttp2: finished.filter((request) => request.protocol !== 'h2').map((request) => request.url),
  };
}

/** Loads `url` once and reads its first and largest contentful paint, a second after its load event. */
export async function measureVisitPaints(browser: Browser, url: string, slowdown: Slowdown): Promise<VisitPaints> {
  const { context, page } = await phonePage(browser, slowdown);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const paints = await page.evaluate(
    () =>
      new Promise<VisitPaints>((resolve) => {
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        // The browser reports a new candidate each time a larger element is painted; the last is the largest.
        new PerformanceObserver((list) => {
          resolve({ firstPaint, largestPaint: list.getEntries().at(-1)?.startTime ?? Number.NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ firstPaint, largestPaint: Number.NaN }), 2000);
      }),
  );
  await context.close();
  return paints;
}
