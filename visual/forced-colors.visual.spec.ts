import { test, expect } from '@playwright/test';
import { expectScreenshot, openStill, settle } from './support';

/**
 * Windows High Contrast (forced colours): the system paints every colour, so whatever shows state by a background or
 * a shadow alone disappears. Each shot holds one open state with keyboard focus on a control, so the focus ring,
 * dialog edges, the current carousel dot, the pressed filter and icon-only buttons are all in a baseline (issue 17).
 * One width each (@single): forced colours change colours, not layout.
 */
test.use({ colorScheme: 'light' });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
});

test('forced colours: booking dialog, focus on the first field @single', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStill(page, '/');
  await page.getByTestId('book-appointment').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await settle(page);
  await expectScreenshot(page, 'forced-colors--booking-dialog.png');
});

test('forced colours: services dropdown, focus on a service link @single', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStill(page, '/about');
  await page.getByTestId('services-trigger').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('services-menu')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectScreenshot(page, 'forced-colors--services-dropdown.png');
});

test('forced colours: mobile menu, focus on the menu button @single', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 854 });
  await openStill(page, '/');
  await page.getByTestId('menu-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#site-menu')).toBeVisible();
  await expectScreenshot(page, 'forced-colors--mobile-menu.png');
});

test('forced colours: gallery modal, focus on Close @single', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStill(page, '/smile-gallery/before-after');
  const card = page.getByTestId('gallery-card-button').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('gallery-dialog')).toBeVisible();
  await settle(page);
  await expectScreenshot(page, 'forced-colors--gallery-modal.png');
});

test('forced colours: pressed filter, focus on it @single', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStill(page, '/smile-gallery/our-work');
  const implant = page.getByRole('radio', { name: 'Implant' });
  await implant.focus();
  await page.keyboard.press('Space');
  await expect(implant).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('category-filters').scrollIntoViewIfNeeded();
  await expectScreenshot(page, 'forced-colors--gallery-filter.png');
});

test('forced colours: carousel controls, current dot and focus on Pause @single', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStill(page, '/');
  const carousel = page.getByRole('region', { name: 'Clinic photos' });
  const next = carousel.getByRole('button', { name: 'Next image' });
  await next.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await carousel.scrollIntoViewIfNeeded();
  await settle(page);
  await expectScreenshot(page, 'forced-colors--carousel.png');
});
