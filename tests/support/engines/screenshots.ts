import { existsSync, readFileSync } from 'node:fs';
import { expect, type TestInfo } from '@playwright/test';
import { drawOpeningStatusLines, settleFontsAndImages } from '../../../visual/still-page';
import type { Visitor } from './visitor';

/**
 * What Playwright's `toHaveScreenshot` does before a shot, for drivers that have no such option: the visual suite's
 * stylesheet (visual/screenshot.css, which hides only what is nondeterministic), CSS animations and transitions at
 * their end, and no caret.
 */
const stillStyle =
  readFileSync(new URL('../../../visual/screenshot.css', import.meta.url), 'utf8') +
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; ' +
  'transition: none !important; caret-color: transparent !important; }';

/**
 * Whether this engine's shots are compared here: a platform without baselines of its own (say macOS, whose font
 * rendering differs) takes the shots, so the states are exercised, and compares nothing until someone creates them
 * with `--update-snapshots`. On Linux, the reference platform, a missing baseline fails.
 */
function hasBaselines(testInfo: TestInfo): boolean {
  return (
    process.platform === 'linux' ||
    testInfo.config.updateSnapshots !== 'missing' ||
    existsSync(`visual/__screenshots__/${process.platform}-${testInfo.project.name}`)
  );
}

/** Draws the "open now" lines and waits for fonts and images, as the visual suite does before its shots. */
export async function holdStill(visitor: Visitor): Promise<void> {
  await visitor.evaluate(drawOpeningStatusLines, undefined);
  await visitor.evaluate(settleFontsAndImages, undefined);
  expect(
    await visitor.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches, undefined),
    'a screenshot needs reduced motion, so carousels hold still',
  ).toBe(true);
}

/**
 * Compares the viewport with the baseline `<platform>-<engine>/w<width>/<name>`. Chromium's shots are the visual
 * suite's (playwright.visual.config.ts, with Playwright's own screenshot options), so in Chromium this does nothing.
 */
export async function expectScreenshot(
  visitor: Visitor,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (visitor.engine === 'chromium') return;
  const width = await visitor.evaluate(() => innerWidth, undefined);
  // A constructed stylesheet: the site's Content-Security-Policy would refuse a <style> element of ours.
  await visitor.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { __stillSheet?: CSSStyleSheet }).__stillSheet = sheet;
    // Whole pixels: scrolled to a fraction (scrollIntoView of a box at a fractional offset), Firefox drew the
    // fixed header and buttons a pixel apart from the page between runs.
    scrollTo(Math.round(scrollX), Math.round(scrollY));
    // Two frames, so the style is painted (and a frame later, anything it moved).
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, stillStyle);
  const shot = await visitor.screenshot(options);
  await visitor.evaluate(() => {
    const sheet = (window as unknown as { __stillSheet?: CSSStyleSheet }).__stillSheet;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  }, undefined);
  if (!hasBaselines(testInfo)) return;
  // The same bytes are the same pixels: no comparison needed. The comparison decodes both PNGs and walks every pixel,
  // 0.3-0.6 s of the worker's processor per shot at 1280, and Firefox gives its baseline's very bytes again (WebKit
  // rarely does): Playwright's workers in the engine run took 50.5 CPU-seconds with it for every shot, 42.7 without.
  const baseline = testInfo.snapshotPath(`w${width}`, name);
  if (existsSync(baseline) && readFileSync(baseline).equals(shot)) return;
  expect(shot).toMatchSnapshot([`w${width}`, name]);
}
