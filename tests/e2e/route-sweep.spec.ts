import type { Page } from '@playwright/test';
import { routes } from '../../src/routes';
import { services } from '../../src/content/services';
import { closingActions } from '../../src/content/services/actions';
import { byteBudget, measureLoadedPage } from '../../harness/measure/asset-weights';
import { test, expect, expectNoAxeViolations, gotoHydrated, blockOutsideRequests } from '../support/fixtures';
import { expectBackToThePlace } from '../support/back-and-forward';
import { onePerPageComponent } from '../support/page-components';
import {
  belowTheFoldTop,
  hiddenFocusStops,
  sidewaysOverflow,
  stickyChromeShare,
  textClippedBySpacing,
} from '../support/page-checks';

/**
 * The route sweep: one visit per route serves every per-route check, at each width in turn (resizing the loaded
 * page, as a phone turned sideways or a window dragged narrower does): structure, axe, focus never hidden, reflow at
 * 320 px, the chrome of a short (zoomed) viewport, text spacing and the byte budget. The automatic fixtures
 * (support/fixtures.ts) fail any route that logs an error or violates its Content-Security-Policy. A page family's own
 * checks (`familyChecks`) run on the same visit.
 */
const widths = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 480, height: 854 },
] as const;

/** Checks of one page family, run on the sweep's visit to each of its routes. */
const familyChecks: {
  path: (path: string) => boolean;
  name: string;
  check: (page: Page, path: string) => Promise<void>;
}[] = [
  {
    path: (path) => path.startsWith('/services/'),
    name: 'a service page has its title, a tel: link, a /contact link and the closing Call Now and Contact Us',
    check: async (page, path) => {
      const service = services.find((candidate) => `/services/${candidate.slug}` === path)!;
      await expect(page.locator('h1')).toHaveText(service.title);
      expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
      expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
      // Spec §2: every service page closes with a "Call Now" telephone link and a "Contact Us" link to /contact,
      // which a page's own button there (orthodontics' schedule button) replaces: one link to /contact, never two.
      const closing = page.locator('#call-to-action');
      const contact = closingActions((await service.load()).default.callToAction).find(
        (action) => action.kind === 'contact',
      )!;
      await expect(closing.getByRole('link', { name: /^Call Now/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
      await expect(closing.getByRole('link', { name: contact.label, exact: true })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(closing.locator('a[href="/contact"]')).toHaveCount(1);
    },
  },
];

for (const route of routes) {
  test(`route ${route.path}: structure, axe, focus, reflow, text spacing, policy and bytes at every width`, async ({
    page,
    makeAxeBuilder,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(widths[0]);
    await gotoHydrated(page, route.path);
    await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/' : route.path}$`));

    for (const family of familyChecks.filter((candidate) => candidate.path(route.path)))
      await test.step(family.name, () => family.check(page, route.path));

    const weights = await measureLoadedPage(page);
    expect(weights.javascript, `JavaScript before ready: ${weights.files.join(', ')}`).toBeLessThanOrEqual(
      byteBudget.javascript,
    );
    expect(weights.css, 'CSS before ready').toBeLessThanOrEqual(byteBudget.css);

    for (const viewport of widths) {
      await test.step(`at ${viewport.width}px`, async () => {
        await page.setViewportSize(viewport);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expectNoAxeViolations(makeAxeBuilder(), `on ${route.path} at ${viewport.width}px`);
        expect(await hiddenFocusStops(page), `focus hidden on ${route.path} at ${viewport.width}px`).toEqual([]);
      });
    }

    await test.step('what the page renders a frame late after a link starts below its first screen', async () => {
      // BelowTheFold: on a client navigation the first paint holds everything above it, so it must fill the screen of
      // a phone (the bench's 390 × 844), a tablet and a laptop. Every page has one but the gallery and review
      // platform pages and the gallery index, whose first screen is most of their content.
      const hasNone = route.path === '/smile-gallery' || /^\/(smile-gallery|reviews)\//.test(route.path);
      for (const viewport of [...widths, { width: 390, height: 844 }]) {
        await page.setViewportSize(viewport);
        const top = await belowTheFoldTop(page);
        if (hasNone) expect(top).toBeNull();
        else expect(top, `at ${viewport.width} × ${viewport.height}`).toBeGreaterThanOrEqual(viewport.height);
      }
    });

    // Back's place once per page component: the keeper of places is one module, and what varies between pages is
    // their structure. Back and Forward journeys of their own: tests/e2e/back-and-forward.spec.ts, and in Firefox
    // and WebKit tests/engines/back-and-forward.spec.ts.
    if (onePerPageComponent.has(route.path))
      await test.step('Back from a link followed far down the page returns to the same place (issue 55)', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await expectBackToThePlace(page, `on ${route.path} at 390px`);
      });

    await test.step('text spacing overrides clip nothing (SC 1.4.12)', async () => {
      await page.setViewportSize(widths[0]);
      expect(await textClippedBySpacing(page)).toEqual([]);
    });

    await test.step('no sideways scrolling at 320 px (SC 1.4.10)', async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      const { overflow, widest } = await sidewaysOverflow(page);
      expect(overflow, `wider than 320 px: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
    });

    await test.step('at 400% zoom of a laptop (320 × 256) the chrome covers at most a third', async () => {
      await page.setViewportSize({ width: 320, height: 256 });
      expect(await stickyChromeShare(page)).toBeLessThanOrEqual(1 / 3);
    });

    // A first interaction fetches the code kept for it (dropdown, swipe): the policy fixture checks that too.
    await page.mouse.move(10, 10);
  });
}

test('every route shows its content without JavaScript', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await blockOutsideRequests(context);
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(route.path);
    const heading = page.locator('h1');
    await expect(heading, route.path).toHaveCount(1);
    await expect(heading, route.path).toBeVisible();
    expect((await heading.textContent())?.trim().length, route.path).toBeGreaterThan(3);
    await expect(page).toHaveTitle(route.title.length > 0 ? new RegExp(escapeRegExp(route.title)) : /.+/);
  }
  await context.close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
