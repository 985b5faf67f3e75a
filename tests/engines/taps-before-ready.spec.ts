import { untilBookingFocused } from '../support/engines/booking';
import { click, until, untilHydrated } from '../support/engines/journey';
import { openScriptGate, type ScriptGate } from '../../harness/engines/script-gate';
import { test, expect } from '../support/engines/test';
import type { Visitor } from '../../harness/engines/visitor';

/**
 * A tap made after the page is painted and before the app is ready (on a slow phone, a second or more) is kept and
 * acted on once the app can: the hydration loader's promise, in every engine. The app's scripts are held at the
 * server (script-gate.ts) until the tap is made, so the tap is certainly early.
 */
let gate: ScriptGate;
test.beforeEach(async () => {
  gate = await openScriptGate();
});
test.afterEach(async () => {
  gate.release();
  await gate.close();
});

async function openBeforeReady(visitor: Visitor, path: string) {
  await visitor.goto(`${gate.origin}${path}`);
  await gate.scriptRequested;
  expect(await visitor.evaluate(() => document.documentElement.dataset.hydrated ?? 'no', undefined)).toBe('no');
  // The page as a visitor sees it before tapping: in Firefox the font swapped in between measuring a filter and
  // clicking it, the filters moved, and the click hit none (no tap kept). Not waited for beyond 3 s: in WebKit the
  // held script requests can take every connection to the gate, the font's request waits behind them, and
  // `document.fonts.ready` then never comes while they are held (nor does the swap).
  await visitor.evaluate(
    () =>
      Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 3_000))]).then(
        () => undefined,
      ),
    undefined,
  );
}

test('Book Appointment tapped early opens the booking form once the app is ready, not the contact page', async ({
  visitor,
}) => {
  await openBeforeReady(visitor, '/about');
  await click(visitor, { selector: '[data-testid="book-appointment"]' });
  await until(
    visitor,
    () => document.querySelector('[data-testid="book-appointment"]')?.hasAttribute('data-tap-pending') ?? false,
    undefined,
    'the button showing it took the tap',
  );
  expect(await visitor.evaluate(() => location.pathname, undefined)).toBe('/about');
  gate.release();
  await untilHydrated(visitor, 'the app ready');
  await untilBookingFocused(visitor);
  expect(await visitor.evaluate(() => location.pathname + location.hash, undefined)).toBe('/about');
});

test('a category filter tapped early filters once the app is ready', async ({ visitor }) => {
  await openBeforeReady(visitor, '/smile-gallery/our-work');
  await click(visitor, {
    selector: '[role="radio"]',
    name: 'Implant',
    within: '[data-testid="category-filters"]',
  });
  // Kept by the hydration loader (marked pending): a later failure is the replay's, not a missed tap.
  expect(
    await visitor.evaluate(
      () => [...document.querySelectorAll('[data-tap-pending]')].map((control) => control.textContent?.trim()),
      undefined,
    ),
  ).toEqual(['Implant']);
  gate.release();
  await untilHydrated(visitor, 'the app ready');
  await expect
    .poll(() =>
      visitor.evaluate(
        () => ({
          checked: document.querySelector('[role="radio"][aria-checked="true"]')?.textContent?.trim(),
          items: document.querySelectorAll('[data-testid="gallery-grid"] > li').length,
          path: location.pathname,
        }),
        undefined,
      ),
    )
    .toEqual({ checked: 'Implant', items: 2, path: '/smile-gallery/our-work' });
});
