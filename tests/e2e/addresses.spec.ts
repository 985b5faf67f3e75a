import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../src/routes';
import { clinic } from '../../src/content/clinic';
import { pageFile } from '../../scripts/build/page-files';
import { test, expect } from '../support/fixtures';

/**
 * One address per page (issue 20): the URL in the sitemap, the canonical link and every internal link is answered
 * with 200 and no redirect, and every other spelling of it with exactly one redirect to it. Run against the preview
 * server here, and against nginx in CI (harness/hosts/servers.ts, BASE_URL).
 */
const canonicalPaths = routes.filter((route) => !route.canonical).map((route) => route.path);

test.describe('one address per page', () => {
  test('the sitemap lists exactly the canonical addresses', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.sort()).toEqual([...canonicalPaths].sort());
  });

  test('every canonical address answers 200 without a redirect', async ({ request }) => {
    for (const path of canonicalPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(`<link rel="canonical" href="${clinic.siteOrigin}${path}"`);
    }
  });

  test('every other spelling is one redirect to the canonical address', async ({ request }) => {
    for (const path of canonicalPaths) {
      const spellings = path === '/' ? ['/index.html'] : [`${path}/`, `${path}.html`];
      for (const spelling of spellings) {
        const response = await request.get(spelling, { maxRedirects: 0 });
        expect(response.status(), spelling).toBe(301);
        expect(new URL(response.headers()['location']!, 'http://x').pathname, spelling).toBe(path);
      }
    }
  });

  test('every internal link in every page is a canonical address', () => {
    const known = new Set(canonicalPaths);
    for (const route of routes) {
      const html = readFileSync(pageFile(route.path), 'utf8');
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        // A file (the footer's /sitemap.xml) is linked by its name; a page never by a name ending in .html.
        if (/\.(?!html$)\w+$/.test(href!)) expect(existsSync(join('dist', href!)), href).toBe(true);
        else expect(known.has(href!), `${route.path} links to ${href}`).toBe(true);
      }
    }
  });
});
