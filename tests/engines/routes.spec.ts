import type { TestInfo } from '@playwright/test';
import { routes } from '../../src/routes';
import { screenshotMoment } from '../../visual/still-page';
import { expectLayoutWidth, expectNoAxeViolations, gotoHydrated } from '../support/engines/journey';
import { expectScreenshot, holdStill } from '../support/engines/screenshots';
import { test, expect } from '../support/engines/test';
import type { Visitor } from '../../harness/engines/visitor';
import { fullPagePaths, shotName } from '../../visual/support';
import { onePerPageComponent } from '../support/page-components';

/**
 * Each page component in every engine, on one visit each: it loads and hydrates with no error, has one h1 and a
 * main, passes axe at 320 px, scrolls nowhere sideways at the phone widths (320 px, and 390 in WebKit: what its
 * visitors see on an iPhone), and looks as its baselines at those widths and at 1280, the whole page as well where
 * the visual suite takes it whole.
 *
 * One route per page component (every one-off page, and the first of each family: services, review platforms,
 * gallery pages), not every route (issue 63): what an engine can get wrong is how it draws and runs our components,
 * which a family's routes share with their template; what differs between them is their words, and those are
 * checked on every route in Chromium at 320 to 1280 px (tests/e2e/route-sweep.spec.ts: axe, reflow at 320, no
 * sideways scroll; the visual suite: every route's screenshots). Until then every route ran here, 211 of the
 * engines' 465 test-seconds.
 */
test.use({ fixedTime: screenshotMoment });
test.skip(
  ({ engine }) => engine === 'chromium',
  'Chromium: the route sweep (tests/e2e/route-sweep.spec.ts) visits every route with these checks and more (axe at ' +
    '1280, 768 and 480, reflow at 320), and the visual suite takes its shots',
);

for (const route of routes.filter(({ path }) => onePerPageComponent.has(path))) {
  test(`${route.path}: hydrates, axe at the narrowest phone width, no sideways scroll, screenshots`, async ({
    visitor,
    phoneWidths,
  }, testInfo) => {
    // 320 px is WCAG's reflow width; WebKit also at an iPhone's 390 (test.ts). One load: the window is resized.
    await visitor.resize(phoneWidths[0]!, 640);
    await gotoHydrated(visitor, route.path);
    const structure = await visitor.evaluate(
      () => ({
        headings: document.querySelectorAll('h1').length,
        mains: document.querySelectorAll('main').length,
        path: location.pathname,
      }),
      undefined,
    );
    expect(structure).toEqual({ headings: 1, mains: 1, path: route.path });

    for (const width of phoneWidths) {
      await visitor.resize(width, 640);
      await expectLayoutWidth(visitor, width, `of ${route.path} at ${width}px`);
      // axe at the narrowest phone width only: between two phone widths of one engine and one page only the layout
      // differs, and the narrowest is where it is most crowded (in Chromium the route sweep runs axe at 480, 768 and
      // 1280). WebKit ran it at 390 as well until issue 63.
      if (width === Math.min(...phoneWidths))
        await expectNoAxeViolations(visitor, `on ${route.path} at ${width}px`);
      const overflow = await visitor.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        undefined,
      );
      expect(overflow, `sideways scroll on ${route.path} at ${width}px`).toBeLessThanOrEqual(0);
      if (route.canonical) continue; // An alias renders the same page as its canonical path: no shots of its own.
      await holdStill(visitor);
      await expectShots(visitor, testInfo, route.path);
    }
    if (route.canonical) return;
    await visitor.resize(1280, 800);
    await holdStill(visitor);
    await expectShots(visitor, testInfo, route.path);
  });
}

/** The viewport, and the whole page where the visual suite takes one (visual/support.ts), on the same visit. */
async function expectShots(visitor: Visitor, testInfo: TestInfo, path: string) {
  await expectScreenshot(visitor, testInfo, shotName(path));
  if (fullPagePaths.has(path))
    await expectScreenshot(visitor, testInfo, shotName(path, '--full'), { fullPage: true });
}
