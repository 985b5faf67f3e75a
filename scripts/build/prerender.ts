/**
 * Writes one static HTML file per route in the route table, plus sitemap.xml, robots.txt and 404.html.
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (renderer, into dist-ssr/).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { allowBookingEndpoint, allowsBookingEndpoint, bookingEndpointOrigin } from './booking-endpoint';
import { usageError } from '../shared/arguments';
import { buildHead, buildNotFoundDocument, metaContentSecurityPolicy, type HeadInput } from './head';
import { compressibleFile, pageFile } from './page-files';
import { buildSitemap } from './sitemap';
import { deferHydration, entryScriptUrl, hydrationLoaderHashSource } from './hydration-loader';
// Imported as source, not from the server build: a static page with no route or state, nothing for Vite to transform.
import { NotFoundPage, notFoundTitle } from '../../src/pages/not-found-page';

type ServerEntry = typeof import('../../src/entry-server');

/** Where the two Vite builds wrote; another pair for a variant build (harness/hosts/build-booking-fixture.ts). */
const distDir = process.env.DIST_DIR ?? 'dist';
const ssrDir = process.env.SSR_DIR ?? 'dist-ssr';
// BOOKING_ENDPOINT (README "Appointment requests") is checked before anything is read, so a wrong one is one line.
try {
  if (process.env.BOOKING_ENDPOINT) bookingEndpointOrigin(process.env.BOOKING_ENDPOINT);
} catch (error) {
  usageError(
    `${(error as Error).message}: set BOOKING_ENDPOINT to the receiver's https:// URL, or leave it empty.`,
  );
}
const server = (await import(pathToFileURL(join(process.cwd(), ssrDir, 'entry-server.js')).href)) as ServerEntry;
const { routes, render, documentTitle, siteOrigin, structuredDataFor, routeDescription } = server;

/**
 * The stylesheet (7 KB gzip, one for the whole site) goes inline, so a phone can paint the page as soon as the HTML
 * arrives instead of after one more round trip for render-blocking CSS; `data-href` names the file it came from.
 */
function inlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_link, href: string) => {
    const css = readFileSync(join(distDir, href), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    return `<style data-href="${href}">${css}</style>`;
  });
}

/**
 * Vite's client manifest: each source module (by its path from the project root) → its file, its static imports and
 * the modules it imports with `import()`.
 */
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifestFile = join(distDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

/** The manifest keys of `keys` and of everything they import statically. */
function closureKeys(keys: Iterable<string>): Set<string> {
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (!manifest[key]) throw new Error(`${key} is not in Vite's manifest`);
    if (visited.has(key)) return;
    visited.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return visited;
}

/** The files of `keys` and of everything they import statically, as URLs. */
function moduleClosure(keys: Iterable<string>): Set<string> {
  return new Set([...closureKeys(keys)].map((key) => `/${manifest[key]!.file}`));
}

const baseTemplate = inlineStylesheets(readFileSync(join(distDir, 'index.html'), 'utf8'));
if (!baseTemplate.includes('<style data-href='))
  throw new Error('No stylesheet found to inline in dist/index.html');
const entryUrl = entryScriptUrl(baseTemplate);
if (!moduleClosure(['index.html']).has(entryUrl)) throw new Error(`The manifest's entry is not ${entryUrl}`);

/**
 * The page of `route`, rendered, and the manifest keys of what its `load()` imports (the server build reports each
 * `import()`; scripts/build/vite-plugins/record-page-imports.ts).
 */
async function renderRecordingImports(
  route: (typeof routes)[number],
): Promise<{ html: string; imported: Set<string> }> {
  const imported = new Set<string>();
  (globalThis as { __recordImport?: (key: string) => void }).__recordImport = (key) => imported.add(key);
  const html = await render(route);
  delete (globalThis as { __recordImport?: unknown }).__recordImport;
  if (imported.size === 0) throw new Error(`${route.path}: its page imported no module`);
  return { html, imported };
}

/**
 * The parts the app imports once it is ready and the browser idle (`whenIdleAfterReady`, src/readiness/app-ready.ts),
 * the site's main action first: the booking form, and a gallery page's modal (where the page's code can import it). Not
 * the "open now" line: it waits until its place nears the viewport (opening-status-slot.tsx). Named here, not derived
 * from every `import()` of the page: the Services dropdown and a carousel's swipe code, fetched on the visitor's first
 * interaction, added a third more bytes to the same moment on a slow network, and a tap on Book 350 ms after the app
 * was ready waited 470-790 ms instead of 180-210 (issue 15).
 */
const idleImports = ['src/components/booking-dialog.tsx', 'src/components/gallery-dialog.tsx'];
for (const key of idleImports)
  if (!manifest[key]) throw new Error(`${key} (idleImports) is not in Vite's manifest`);

/**
 * The loader's two lists for a page whose `load()` imported `imported`:
 *
 * - `preload`: every module it needs before it can hydrate, besides the entry: what the entry imports and what its
 *   page imports;
 * - `idlePreload`: every module of the `idleImports` its code can make that it does not have yet. The app requests
 *   them together at its first idle moment (src/readiness/app-ready.ts); without the list the browser finds a part's
 *   imports only as each file arrives, a round trip per level: the booking form's three took ~700 ms on a slow
 *   phone's network after the app was ready, and a tap on Book in that time waited for them (issue 15).
 */
function loaderLists(imported: Set<string>): { preload: string[]; idlePreload: string[] } {
  const pageKeys = closureKeys(['index.html', ...imported]);
  const modules = new Set([...pageKeys].map((key) => `/${manifest[key]!.file}`));
  const idleKeys = idleImports.filter((key) =>
    [...pageKeys].some((page) => manifest[page]!.dynamicImports?.includes(key)),
  );
  const idlePreload = [...moduleClosure(idleKeys)].filter((url) => !modules.has(url));
  modules.delete(entryUrl);
  return { preload: [...modules], idlePreload };
}
const headersFile = join(distDir, '_headers');
writeFileSync(headersFile, allowBookingEndpoint(readFileSync(headersFile, 'utf8'), server.bookingEndpoint));
const contentSecurityPolicy = metaContentSecurityPolicy(readFileSync(headersFile, 'utf8'));
if (!contentSecurityPolicy.includes(`script-src 'self' ${hydrationLoaderHashSource}`))
  throw new Error(
    `public/_headers: script-src must be 'self' ${hydrationLoaderHashSource} (the hydration loader)`,
  );
if (!allowsBookingEndpoint(contentSecurityPolicy, server.bookingEndpoint))
  throw new Error(`${headersFile}: connect-src must allow the booking endpoint ${server.bookingEndpoint}`);
const fontFile = readdirSync(join(distDir, 'assets')).find((name) =>
  /^inter-variable-subset.*\.woff2$/.test(name),
);

for (const route of routes) {
  const { html: appHtml, imported } = await renderRecordingImports(route);
  const { preload, idlePreload } = loaderLists(imported);
  const head: HeadInput = {
    title: documentTitle(route),
    description: routeDescription(route.path),
    canonicalUrl: siteOrigin + (route.canonical ?? route.path),
    fontHref: fontFile ? `/assets/${fontFile}` : undefined,
    structuredData: structuredDataFor(route),
    contentSecurityPolicy,
  };
  const html = deferHydration(baseTemplate, preload, idlePreload)
    .replace('<!--head-->', buildHead(head))
    .replace('<!--app-->', appHtml);
  const file = pageFile(route.path, distDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${route.path} → ${file}`);
}

const sitemap = buildSitemap(routes, siteOrigin);
writeFileSync(join(distDir, 'sitemap.xml'), sitemap.xml);
writeFileSync(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`);
// Static hosts serve this for unknown paths; it sends the visitor home (spec §8) without needing JavaScript, and
// looks like the site meanwhile: the pages' own template and a static render of src/pages/not-found-page.
writeFileSync(
  join(distDir, '404.html'),
  buildNotFoundDocument({
    template: baseTemplate,
    head: {
      title: notFoundTitle,
      canonicalUrl: `${siteOrigin}/`,
      fontHref: fontFile ? `/assets/${fontFile}` : undefined,
      contentSecurityPolicy,
    },
    body: renderToStaticMarkup(createElement(NotFoundPage)),
  }),
);
console.log(`sitemap.xml (${sitemap.urlCount} URLs), robots.txt, 404.html`);
// The manifest was only for this step; a host need not publish the site's module map.
rmSync(join(distDir, '.vite'), { recursive: true, force: true });

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCompressCallback);

/** Every text file under `directory`. */
function textFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = join(directory, name);
    if (statSync(file).isDirectory()) return textFiles(file);
    return compressibleFile.test(name) ? [file] : [];
  });
}

/**
 * Every text file also as `.br` and `.gz`, compressed once at the highest levels: the preview server and nginx
 * (`gzip_static`, `brotli_static`) send these bytes instead of compressing each response on the fly. On zlib's
 * thread pool, all at once: one after another on the main thread, the build's last 5 s used one core of two.
 */
async function precompress(directory: string): Promise<number> {
  const files = textFiles(directory);
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const [gzipped, brotli] = await Promise.all([
        gzip(bytes, { level: 9 }),
        brotliCompress(bytes, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      ]);
      writeFileSync(`${file}.gz`, gzipped);
      writeFileSync(`${file}.br`, brotli);
      // Strictly newer than the original, even within one tick of the file system's clock: the preview server sends
      // a sibling only then (static-server.ts).
      const newer = new Date(Math.max(Date.now(), statSync(file).mtimeMs + 1));
      for (const sibling of [`${file}.gz`, `${file}.br`]) utimesSync(sibling, newer, newer);
    }),
  );
  return files.length;
}
console.log(`precompressed ${await precompress(distDir)} text files (.br, .gz)`);
