import { readdirSync } from 'node:fs';
import { routes } from '../../src/routes';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { tlsHost } from '../../harness/hosts/servers';

/**
 * What the host sends, checked the same way against the preview server, nginx with the generated config and the
 * run's HTTPS host (the `preview`, `nginx` and `tls` projects of playwright.config.ts): security headers on every
 * page, a year of `immutable` caching for hashed assets only, compressed text, unknown paths → the 404 page that sends
 * the visitor home, no host files served.
 */
const securityHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];
/** The entry script of the build this project's host serves: the HTTPS host's has the booking endpoint in it. */
const hashedScript = () =>
  readdirSync(`${test.info().project.name === 'tls' ? tlsHost.distDir : 'dist'}/assets`).find((name) =>
    /^index-[\w-]+\.js$/.test(name),
  )!;

test.describe('hosting', () => {
  test('every page sends the security headers and is revalidated, never cached as immutable', async ({
    request,
  }) => {
    for (const route of routes) {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status(), route.path).toBe(200);
      const headers = response.headers();
      for (const name of securityHeaders) expect(headers[name], `${route.path} ${name}`).toBeTruthy();
      expect(headers['cache-control'] ?? '', route.path).not.toContain('immutable');
      expect(headers['content-type'], route.path).toMatch(/^text\/html/);
    }
  });

  test('hashed assets are cached for a year as immutable; images and pages are not', async ({ request }) => {
    const script = await request.get(`/assets/${hashedScript()}`);
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    // What acts on documents comes with the page, once a visit, not with each of its files (public/_headers).
    for (const documentHeader of ['content-security-policy', 'strict-transport-security', 'x-frame-options'])
      expect(script.headers()[documentHeader], documentHeader).toBeUndefined();
    const image = await request.get('/favicon.svg');
    expect(image.headers()['cache-control'] ?? '').not.toContain('immutable');
  });

  test('text is sent compressed, with Vary: Accept-Encoding', async ({ request }) => {
    for (const path of ['/', '/about', `/assets/${hashedScript()}`]) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers()['content-encoding'], path).toBe('gzip');
      expect(response.headers()['vary'] ?? '', path).toMatch(/Accept-Encoding/i);
    }
  });

  test('an ETag answers revalidation with 304', async ({ request }) => {
    const first = await request.get('/about');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/about', { headers: { 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
  });

  test('an unknown path answers 404 with the page that sends the visitor home', async ({ request }) => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/assets/missing.js']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<meta http-equiv="refresh" content="0; url=/"');
    }
  });

  test('the host files are never served and other methods are refused', async ({ request }) => {
    for (const path of ['/_headers', '/_redirects', '/.env']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      // The 404 page carries a CSP meta of its own; these two exist only in the headers file.
      expect(await response.text()).not.toContain('Strict-Transport-Security');
      expect(await response.text()).not.toContain('Permissions-Policy');
    }
    expect((await request.post('/about', { data: 'x', maxRedirects: 0 })).status()).toBe(405);
  });

  test('pages start, fetch their code on demand and open the booking form under the headers sent', async ({
    page,
  }) => {
    // Under this host's Content-Security-Policy and other headers: the fixtures fail the test on any policy violation
    // or console error from the first byte. Axe, focus and the rest of the route sweep see the same files on either
    // host, so they run once, against the preview server.
    for (const path of ['/', '/contact']) {
      await gotoHydrated(page, path);
      await expect(page.locator('h1')).toBeVisible();
      // A first interaction fetches the code kept for it (dropdown, swipe).
      await page.mouse.move(10, 10);
      await page.mouse.move(200, 300);
    }
    await page.getByTestId('book-appointment').click();
    await expect(page.getByTestId('booking-dialog')).toBeVisible();
  });
});
