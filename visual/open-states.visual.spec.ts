import { test, expect } from '@playwright/test';
import { expectScreenshot, openStill, settle } from './support';

test('booking dialog open', async ({ page }) => {
  await openStill(page, '/');
  await page.getByTestId('book-appointment').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  await expectScreenshot(page, 'booking-dialog-open.png');
});

// @single: one shot at the width where the state exists, whatever the project.
test('services dropdown open @single', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStill(page, '/');
  await page.getByTestId('services-trigger').click();
  await expect(page.getByTestId('services-menu')).toBeVisible();
  await expectScreenshot(page, 'services-dropdown-open.png');
});

test('mobile menu open @single', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 854 });
  await openStill(page, '/');
  await page.getByTestId('menu-toggle').click();
  await expect(page.locator('#site-menu')).toBeVisible();
  await expectScreenshot(page, 'mobile-menu-open.png');
});

// Issue 6: one open gallery modal at 1280 and 480 (@no768), and our-work filtered to one category.
test('gallery modal open @no768', async ({ page }) => {
  await openStill(page, '/smile-gallery/before-after');
  await page.getByTestId('gallery-card-button').first().click();
  await expect(page.getByTestId('gallery-dialog')).toBeVisible();
  await settle(page);
  await expectScreenshot(page, 'gallery-modal-open.png');
});

test('our-work filtered to implants', async ({ page }) => {
  await openStill(page, '/smile-gallery/our-work?category=implant');
  await expect(page.getByTestId('filter-status')).toContainText('in Implant');
  await page.getByTestId('category-filters').scrollIntoViewIfNeeded();
  await expectScreenshot(page, 'smile-gallery--our-work--implant.png');
});
