import { test, expect, gotoHydrated } from '../support/fixtures';
import { services } from '../../src/content/services';
import { closingActions } from '../../src/content/services/actions';
import { serviceSectionIds } from '../../src/lib/paths';

test.describe('service pages', () => {
  for (const service of services) {
    test(`${service.slug} has one h1, a tel: link and a /contact link`, async ({ page }) => {
      await gotoHydrated(page, `/services/${service.slug}`);
      await expect(page.locator('h1')).toHaveText(service.title);
      expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
      expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
      // Spec §2: every service page closes with a "Call Now" telephone link and a "Contact Us" link to /contact, which
      // a page's own button there (orthodontics' schedule button) replaces: one link to /contact, never two (issue 18).
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
    });
  }

  test('the emergency page offers the 24/7 hotline and an Emergency Call button', async ({ page }) => {
    await gotoHydrated(page, '/services/emergency-care');
    await expect(page.getByTestId('hotline')).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: /Emergency Call/ })).toHaveAttribute('href', /^tel:/);
    // Both the hotline and the Emergency Call button dial the emergency number, not the front desk.
    const hotlineHref = await page.getByTestId('hotline').getAttribute('href');
    await expect(page.getByRole('link', { name: /Emergency Call/ })).toHaveAttribute('href', hotlineHref!);
  });

  test('Learn More on periodontics jumps to its services section', async ({ page }) => {
    await gotoHydrated(page, '/services/periodontics');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator('#services h2')).toBeInViewport();
  });
});

test.describe('services overview', () => {
  for (const id of serviceSectionIds) {
    test(`/services#${id} lands on its section`, async ({ page }) => {
      await gotoHydrated(page, `/services#${id}`);
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  }

  test('a footer anchor link lands on its section by client navigation', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Oral Surgery' }).click();
    await expect(page).toHaveURL(/\/services#surgery$/);
    await expect(page.locator('#surgery')).toBeInViewport();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preventive Care' }).click();
    await expect(page).toHaveURL(/\/services#preventive$/);
    await expect(page.locator('#preventive')).toBeInViewport();
  });
});
