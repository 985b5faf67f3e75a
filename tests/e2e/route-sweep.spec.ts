import { routes } from '../../src/routes';
import { test, expect, expectNoAxeViolations, gotoHydrated, blockOutsideRequests } from '../support/fixtures';

/** The spec's breakpoints (§9) and a desktop width. */
const widths = [1280, 768, 480] as const;

for (const route of routes) {
  test.describe(`route ${route.path}`, () => {
    for (const width of widths) {
      test(`at ${width}px: one h1, a main landmark, no console errors, no axe violations`, async ({
        page,
        makeAxeBuilder,
      }) => {
        await page.setViewportSize({ width, height: width === 480 ? 854 : width === 768 ? 1024 : 800 });
        await gotoHydrated(page, route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/' : route.path}$`));
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expectNoAxeViolations(makeAxeBuilder(), `on ${route.path} at ${width}px`);
      });
    }

    test('its content shows without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await blockOutsideRequests(context);
      const page = await context.newPage();
      await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\/.*/, (r) =>
        r.abort('blockedbyclient'),
      );
      await page.goto(route.path);
      const heading = page.locator('h1');
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      expect((await heading.textContent())?.trim().length).toBeGreaterThan(3);
      await expect(page).toHaveTitle(route.title.length > 0 ? new RegExp(escapeRegExp(route.title)) : /.+/);
      await context.close();
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
