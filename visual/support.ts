import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { blockOutsideRequests } from '../harness/network/page-requests';
import { shotsGoUncompared } from './baselines';
import { drawOpeningStatusLines, screenshotMoment, settleFontsAndImages } from './still-page';

/** The route's screenshot name: `/` → `index`, `/services/dental-implants` → `services--dental-implants`. */
export function shotName(path: string, suffix = ''): string {
  const base = path === '/' ? 'index' : path.slice(1).replace(/\//g, '--');
  return `${base}${suffix}.png`;
}

/** How every shot is taken: `toHaveScreenshot`'s options (playwright.visual.config.ts) and our own shot's below. */
export const stillShot = {
  stylePath: fileURLToPath(new URL('screenshot.css', import.meta.url)),
  animations: 'disabled',
  caret: 'hide',
} as const;
const ownShotOptions = {
  style: readFileSync(stillShot.stylePath, 'utf8'),
  animations: stillShot.animations,
  caret: stillShot.caret,
  scale: 'css',
} as const;

/**
 * Whether `shot` is its baseline's very bytes: the same pixels, so nothing to compare. The comparison decodes both
 * PNGs and walks every pixel; in the Chromium route shots that was 15 of the suite's 54 processor-seconds, and 117 of
 * its 118 shots are the baseline's bytes again (2026-12-06). Shared with the engine journeys' shots.
 */
export function isBaselinesBytes(baselinePath: string, shot: Buffer): boolean {
  return existsSync(baselinePath) && readFileSync(baselinePath).equals(shot);
}

/**
 * `expect(page).toHaveScreenshot(name)`, except on a platform that has no baselines of its own
 * (visual/baselines.ts), where the shot is still taken, so the page and its state are exercised, but
 * compared with nothing. A shot that is its baseline's very bytes passes at once; any other goes to
 * `toHaveScreenshot`, which shoots again until the page holds still and compares with the ratio the config allows (or,
 * updating, writes the new baseline).
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
  widthFolder = test.info().project.name,
): Promise<void> {
  if (shotsGoUncompared(test.info().config.updateSnapshots)) {
    await page.screenshot({ fullPage: options.fullPage });
    return;
  }
  // toHaveScreenshot's path: the config's snapshotPathTemplate serves every kind of snapshot.
  const baseline = test.info().snapshotPath(widthFolder, name);
  if (isBaselinesBytes(baseline, await page.screenshot({ ...ownShotOptions, fullPage: options.fullPage }))) return;
  await expect(page).toHaveScreenshot([widthFolder, name], options);
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
