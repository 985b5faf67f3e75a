import { readFileSync } from 'node:fs';
import { expect, type TestInfo } from '@playwright/test';
import { drawOpeningStatusLines, settleFontsAndImages } from '../../../visual/still-page';
import { shotsGoUncompared } from '../../../visual/baselines';
import { isBaselinesBytes } from '../../../visual/support';
import type { Visitor } from '../../../harness/engines/visitor';

/**
 * What Playwright's `toHaveScreenshot` does before a shot, for drivers that have no such option: the visual suite's
 * stylesheet (visual/screenshot.css, which hides only what is nondeterministic), CSS animations and transitions at
 * their end, and no caret. And one thing only these engines draw: WebKitGTK fills an empty date field with today's
 * date in grey, from the machine's clock, which the page's fixed clock does not reach (11/27/2026 in the baseline,
 * 11/29/2026 two days later: 108 pixels); its box stays.
 */
const stillStyle =
  readFileSync(new URL('../../../visual/screenshot.css', import.meta.url), 'utf8') +
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; ' +
  'transition: none !important; caret-color: transparent !important; }' +
  "input[type='date']::-webkit-datetime-edit { visibility: hidden !important; }";

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
 * Moves the pointer to the viewport's top-left corner, onto a dialog's overlay, off the control that opened it.
 * WebKit keeps the hover of a control that an overlay has just covered until the mouse moves: the Book button under
 * the booking dialog was drawn hovered in one run and not in the next. A visitor's mouse moves on.
 */
export function movePointerOntoOverlay(visitor: Visitor): Promise<void> {
  return visitor.hover(5, 5);
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
  await visitor.evaluate(async (css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { __stillSheet?: CSSStyleSheet }).__stillSheet = sheet;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const position = () =>
      `${visualViewport?.pageLeft},${visualViewport?.pageTop},${String(scrollX)},${String(scrollY)}`;
    // A scroll still under way first. Firefox scrolls into view (`scrollIntoView`, focus) in two steps: its layout
    // viewport at once, to a whole pixel (298 for a box whose place is 298.5), and its visual viewport, which the
    // page is drawn from, two or three frames later to the exact place (298.5, the layout then at 299). A shot taken
    // between the steps and one taken after were a pixel apart. Three frames with no change: it has most often landed
    // (not always: see the rounding below).
    for (let frame = 0, unchanged = 0, last = position(); frame < 60 && unchanged < 3; frame += 1) {
      await nextFrame();
      const now = position();
      unchanged = now === last ? unchanged + 1 : 0;
      last = now;
    }
    // Then whole pixels, with the visual viewport on the layout viewport, which the sticky header and fixed buttons
    // hold to: left half a pixel apart, those were drawn a pixel apart from the page between runs. Rounded down, so
    // both of Firefox's steps (298, then 298.5) give the same pixel, should the second come later than three frames
    // (it did once in a fresh-clone run). `scrollY` gives the layout's whole pixel, so a scroll to it can be no move
    // at all: the scroll goes a pixel away and back.
    const x = Math.floor(visualViewport?.pageLeft ?? scrollX);
    const y = Math.floor(visualViewport?.pageTop ?? scrollY);
    scrollTo(x, y > 0 ? y - 1 : y + 1);
    scrollTo(x, y);
    // Two frames, so the style is painted (and a frame later, anything it moved).
    await nextFrame();
    await nextFrame();
  }, stillStyle);
  const shot = await visitor.screenshot(options);
  await visitor.evaluate(() => {
    const sheet = (window as unknown as { __stillSheet?: CSSStyleSheet }).__stillSheet;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  }, undefined);
  if (shotsGoUncompared(testInfo.config.updateSnapshots, { engine: testInfo.project.name })) return;
  // The same bytes are the same pixels: no comparison needed. The comparison decodes both PNGs and walks every pixel,
  // 0.3-0.6 s of the worker's processor per shot at 1280, and Firefox gives its baseline's very bytes again (WebKit
  // rarely does): Playwright's workers in the engine run took 50.5 CPU-seconds with it for every shot, 42.7 without.
  if (isBaselinesBytes(testInfo.snapshotPath(`w${width}`, name), shot)) return;
  expect(shot).toMatchSnapshot([`w${width}`, name]);
}
