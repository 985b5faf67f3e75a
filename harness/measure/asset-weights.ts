import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Issue 2's budget: what a route loads before any interaction, gzipped. */
export const byteBudget = { javascript: 100 * 1024, css: 20 * 1024 } as const;

export type AssetWeights = {
  /** Gzip bytes of the JavaScript the page fetched before the app was ready: what it needs to work. */
  javascript: number;
  css: number;
  files: string[];
  /**
   * Gzip bytes of the JavaScript fetched once the app was ready, while the browser was idle and nothing touched: the
   * booking form, and the modal on gallery pages (src/readiness/app-ready.ts, whenIdleAfterReady; issue 15).
   */
  idleJavascript: number;
  idleFiles: string[];
};

const gzipCache = new Map<string, number>();

/** Gzip size of a file of dist/, as a static host compressing on the fly would send it. */
function gzipSize(distPath: string): number {
  let size = gzipCache.get(distPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(join('dist', distPath)), { level: 9 }).length;
    gzipCache.set(distPath, size);
  }
  return size;
}

/**
 * Loads `path` and sums the gzip size of every script and stylesheet of our own that it fetched or inlined before
 * the app was ready (its `app-ready` mark), nothing touched; what it fetched after that, up to a quiet network, is
 * counted apart as idle JavaScript.
 */
export async function measureRoute(page: Page, path: string): Promise<AssetWeights> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return measureLoadedPage(page);
}

/**
 * The same figures for a page already loaded and hydrated (the route sweep's one visit). What was fetched before
 * the app was ready is complete by then; the idle figures count only what has started so far.
 */
export async function measureLoadedPage(page: Page): Promise<AssetWeights> {
  const { beforeReady, afterReady, inlined } = await page.evaluate(() => {
    const ready = performance.getEntriesByName('app-ready')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const ours = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter(({ url }) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname));
    return {
      beforeReady: ours.filter((entry) => entry.startTime < ready).map((entry) => entry.url.pathname),
      afterReady: ours.filter((entry) => entry.startTime >= ready).map((entry) => entry.url.pathname),
      // The prerender inlines the stylesheet; it still counts, as the file it came from.
      inlined: [...document.querySelectorAll('style[data-href]')].map(
        (style) => style.getAttribute('data-href') ?? '',
      ),
    };
  });
  const files = [...new Set([...beforeReady, ...inlined])].sort();
  const idleFiles = [...new Set(afterReady)].filter((file) => !files.includes(file)).sort();
  const sum = (list: string[], extension: string) =>
    list.filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipSize(file), 0);
  return {
    javascript: sum(files, '.js'),
    css: sum(files, '.css'),
    files,
    idleJavascript: sum(idleFiles, '.js'),
    idleFiles,
  };
}
