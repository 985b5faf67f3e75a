import { centreOf, focus, focused, gotoHydrated, until, untilHydrated } from '../support/engines/journey';
import { test, expect } from '../support/engines/test';
import type { Visitor } from '../../harness/engines/visitor';
import {
  markPlace,
  placeOverFrames,
  placeTolerancePx,
  placeWidths,
  type PlaceMark,
} from '../support/history-place';

/**
 * Back and Forward return the visitor to the place they left, in every engine (issue 55; src/navigation/):
 * the element at the top of the viewport is there again, within 40 px, and stays while the page settles. WebKit
 * matters most here: it has no scroll anchoring, so nothing but the site holds the place there.
 *
 * Back and Forward are `history.back()` and `history.forward()`: between two pages of the site both are the same
 * traversal of one document's history as the browser's buttons (a `popstate`), and every driver runs them alike.
 */
const card = { selector: 'main a[href="/services/orthodontics"]' };

test.skip(
  ({ engine }) => engine === 'chromium',
  'Chromium: tests/e2e/back-and-forward.spec.ts runs these journeys at the same widths, and the route sweep on every route',
);

async function expectPlaceKept(visitor: Visitor, mark: PlaceMark, context: string): Promise<void> {
  const now = await visitor.evaluate(placeOverFrames, { mark, frames: 20 });
  expect(now.text, `the same element at the top ${context}`).toBe(mark.text);
  for (const top of now.tops)
    expect(Math.abs(top - mark.top), `its offset ${top} against ${mark.top} ${context}`).toBeLessThanOrEqual(
      placeTolerancePx,
    );
}

function untilAt(visitor: Visitor, path: string): Promise<void> {
  return until(visitor, (expected) => location.pathname === expected, path, `the address ${path}`);
}

for (const viewport of placeWidths) {
  test(`at ${viewport.width}px: Back returns to the card followed far down /services, Forward to the service at its top`, async ({
    visitor,
  }) => {
    const given = await visitor.resize(viewport.width, viewport.height);
    const context = `at ${given.width}px in ${visitor.engine}`;
    await gotoHydrated(visitor, '/services');
    // Orthodontics' card: far down a page whose lower part renders a frame late after a link (BelowTheFold).
    const link = await centreOf(visitor, card);
    const mark = (await visitor.evaluate(markPlace, undefined))!;
    expect(mark, `an element at the top ${context}`).not.toBeNull();
    await visitor.clickAt(link.x, link.y);
    await untilAt(visitor, '/services/orthodontics');
    expect(await visitor.evaluate(() => window.scrollY, undefined), 'a link followed starts at the top').toBe(0);

    await visitor.evaluate(() => history.back(), undefined);
    await untilAt(visitor, '/services');
    await expectPlaceKept(visitor, mark, `after Back ${context}`);

    await visitor.evaluate(() => history.forward(), undefined);
    await untilAt(visitor, '/services/orthodontics');
    await until(visitor, () => window.scrollY === 0, undefined, 'the service at its top after Forward');
  });
}

test.describe('keyboard', () => {
  test.use({ viewportSize: { width: 1280, height: 800 } });

  test('after Back, focus is on the link the visitor followed with Enter', async ({ visitor }) => {
    await gotoHydrated(visitor, '/services');
    await focus(visitor, card);
    const followed = await focused(visitor);
    await visitor.press('Enter');
    await untilAt(visitor, '/services/orthodontics');
    await visitor.evaluate(() => history.back(), undefined);
    await untilAt(visitor, '/services');
    await until(
      visitor,
      (selector) => document.activeElement === document.querySelector(selector),
      card.selector,
      'focus back on the link followed',
    );
    expect(await focused(visitor)).toBe(followed);
  });

  test('a reload keeps the place and leaves focus where a load puts it', async ({ visitor }) => {
    await gotoHydrated(visitor, '/about');
    await centreOf(visitor, { selector: 'main h2' });
    const mark = (await visitor.evaluate(markPlace, undefined))!;
    await visitor.evaluate(() => {
      (window as { isBeforeReload?: boolean }).isBeforeReload = true;
      location.reload();
    }, undefined);
    // The mark is gone with the old document; the new one may not have its root element yet as the look is made.
    await until(visitor, () => !(window as { isBeforeReload?: boolean }).isBeforeReload, undefined, 'the reload');
    await untilHydrated(visitor, 'the page reloaded and hydrated');
    await expectPlaceKept(visitor, mark, `after a reload in ${visitor.engine}`);
    expect(await focused(visitor), 'a reload moves no focus').toBe('body');
  });
});
