import { gotoHydrated } from '../support/engines/journey';
import { test, expect } from '../support/engines/test';
import type { Visitor } from '../../harness/engines/visitor';

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured, walked with real keys in every engine: Tab from the top of the page to its
 * end, then Shift+Tab back to the skip link, letting each engine scroll focus into view its own way. At every stop at
 * least half of the focused control must be visible, not under the sticky header or the floating buttons.
 */

/**
 * Where focus is, and how much of it shows (a 5 × 5 grid of points sampled with elementFromPoint), and whether it is
 * the page's last control in Tab order (DOM order: the site uses no positive tabindex).
 */
function focusStop() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  const box = element.getBoundingClientRect();
  let visible = 0;
  for (let column = 0; column < 5; column += 1)
    for (let row = 0; row < 5; row += 1) {
      const x = box.left + ((column + 0.5) * box.width) / 5;
      const y = box.top + ((row + 0.5) * box.height) / 5;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) visible += 1;
    }
  const tabbable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, iframe, summary, [tabindex]',
    ),
  ].filter(
    (candidate) =>
      candidate.tabIndex >= 0 &&
      !(candidate as HTMLButtonElement).disabled &&
      !candidate.closest('[inert], [aria-hidden="true"]') &&
      candidate.checkVisibility({ visibilityProperty: true }),
  );
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    name: `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}"`,
    isSkipLink: element.getAttribute('href') === '#main-content',
    isLast: element === tabbable.at(-1),
    // The focus ring shows only where the browser matches :focus-visible; without it the walk proves nothing.
    showsFocus: element.matches(':focus-visible'),
    // A control of no size (a skip target) has nothing to hide.
    visible: box.width * box.height === 0 ? 25 : visible,
  };
}

/**
 * Presses Tab from the top of the page to its last control, or Shift+Tab from there back to the skip link, checking
 * each stop. The walk never goes past either end: there focus would leave for the browser's own toolbar, which a
 * driver's keys do not come back from as a person's do.
 */
async function walk(visitor: Visitor, shift: boolean): Promise<{ stops: number; hidden: string[] }> {
  const hidden: string[] = [];
  for (let stops = 1; stops <= 250; stops += 1) {
    await visitor.press('Tab', { shift });
    const stop = await visitor.evaluate(focusStop, undefined);
    if (!stop) throw new Error(`${visitor.engine}: focus left the page after ${stops - 1} stops`);
    if (!stop.showsFocus) hidden.push(`${stop.name} shows no focus ring`);
    if (stop.visible < 13)
      hidden.push(`${stop.name} ${stop.visible}/25 visible going ${shift ? 'back' : 'forward'}`);
    if (shift ? stop.isSkipLink : stop.isLast) return { stops, hidden };
  }
  throw new Error(`${visitor.engine}: 250 Tab presses without reaching the page's end`);
}

/**
 * At 1280 and at the narrowest phone width (320 px): the sticky header and the floating buttons are the same at every
 * phone width, and the narrowest leaves the least room between them, so a stop they hide at 390 they hide at 320 too
 * (WebKit walked 390 as well until issue 63: the same walk again, a third of its time here).
 */
for (const path of ['/', '/about', '/contact', '/smile-gallery/clinic-photos']) {
  test(`${path}: focus is never hidden on a Tab walk forward and back, at 1280 and the narrowest phone width`, async ({
    visitor,
    phoneWidths,
  }) => {
    test.setTimeout(120_000);
    for (const [width, height] of [
      [1280, 800],
      [Math.min(...phoneWidths), 640],
    ] as const) {
      const size = await visitor.resize(width, height);
      await gotoHydrated(visitor, path);
      const forward = await walk(visitor, false);
      expect(forward.stops, `controls reached on ${path} at ${size.width}px`).toBeGreaterThan(20);
      const back = await walk(visitor, true);
      // Every control again, give or take the map panel's one: it swaps its address card for the map frame (or the
      // frame for its fallback) as it nears the viewport, between the two walks.
      expect(back.stops, `the walk back passes every control again`).toBeGreaterThanOrEqual(forward.stops - 2);
      expect([...forward.hidden, ...back.hidden], `focus hidden on ${path} at ${size.width}px`).toEqual([]);
    }
  });
}
