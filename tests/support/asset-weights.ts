import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Issue 2's budget: what a route loads before any interaction, gzipped. */
export const byteBudget = { javascript: 100 * 1024, css: 20 * 1024 } as const;

export type AssetWeights = { javascript: number; css: number; files: string[] };

const gzipCache = new Map<string, number>();

/** Gzip size of a file of dist/, as a static host compressing on the fly would send it. */
export function gzipSize(distPath: string): number {
  let size = gzipCache.get(distPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(join('dist', distPath)), { level: 9 }).length;
    gzipCache.set(distPath, size);
  }
  return size;
}

/**
 * Loads `path` and sums the gzip size of every script and stylesheet of our own that it fetched or inlined before
 * any interaction (after hydration and a quiet network, nothing touched).
 */
export async function measureRoute(page: Page, path: string): Promise<AssetWeights> {
  const requested = new Set<string>();
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.hostname === '127.0.0.1' && /\.(js|css)$/.test(url.pathname)) requested.add(url.pathname);
  };
  page.on('request', onRequest);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  page.off('request', onRequest);
  // The prerender inlines the stylesheet; it still counts, as the file it came from.
  for (const href of await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? '')))
    requested.add(href);
  const files = [...requested].sort();
  const sum = (extension: string) =>
    files.filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipSize(file), 0);
  return { javascript: sum('.js'), css: sum('.css'), files };
}
