import { expect, test, type Page, type PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { blockOutsideRequests } from '../harness/network/page-requests';
import { drawOpeningStatusLines, screenshotMoment, settleFontsAndImages } from './still-page';

/** The route's screenshot name: `/` → `index`, `/services/dental-implants` → `services--dental-implants`. */
export function shotName(path: string, suffix = ''): string {
  const base = path === '/' ? 'index' : path.slice(1).replace(/\//g, '--');
  return `${base}${suffix}.png`;
}

/**
 * `expect(page).toHaveScreenshot(name)`, except on a platform that has no baselines of its own
 * (playwright.visual.config.ts), where the shot is still taken, so the page and its state are exercised, but
 * compared with nothing.
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  options: PageAssertionsToHaveScreenshotOptions = {},
  widthFolder = test.info().project.name,
): Promise<void> {
  if (process.env.VISUAL_BASELINES === 'missing') await page.screenshot({ fullPage: options.fullPage });
  else await expect(page).toHaveScreenshot([widthFolder, name], options);
}

/**
 * The widths of the route shots, narrowest first: a page widened loads the larger images its `srcset` offers for
 * the new width, as a page loaded at that width does, where one narrowed keeps the larger ones it has.
 */
export const shotWidths = [
  { width: 480, height: 854 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** Full-page shots where the issues ask for them, at 1280 and 480 (issues 2–6). */
export const fullPagePaths = new Set([
  '/',
  '/about',
  '/contact',
  '/services',
  '/services/orthodontics',
  '/services/emergency-care',
  '/reviews',
  '/reviews/yelp',
]);

/** Only this path when set (ONLY_PATH=/contact), to iterate on one route while debugging. */
export const onlyPath = process.env.ONLY_PATH;

/** Blocks everything off the machine, opens `path` at `screenshotMoment`, and waits for hydration, fonts and images. */
export async function openStill(page: Page, path: string): Promise<void> {
  await blockOutsideRequests(page);
  await page.clock.setFixedTime(screenshotMoment);
  await page.goto(path);
  // Fully: a carousel below the first screen draws Play under reduced motion only once its section has hydrated.
  await page.locator('html[data-fully-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(drawOpeningStatusLines);
  await settle(page);
}

/** Fonts loaded and every image in the document either loaded or failed, so nothing pops in mid-shot. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(settleFontsAndImages);
  // Reduced motion holds carousels still; check that the context really asks for it.
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
}
