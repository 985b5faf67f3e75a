import { test, expect } from '@playwright/test';
import { openStill, settle } from './support';

test('booking dialog open', async ({ page }) => {
  await openStill(page, '/');
  await page.getByTestId('book-appointment').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('booking-dialog-open.png');
});

// @single: one shot at the width where the state exists, whatever the project.
test('services dropdown open @single', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStill(page, '/');
  await page.getByTestId('services-trigger').click();
  await expect(page.getByTestId('services-menu')).toBeVisible();
  await expect(page).toHaveScreenshot('services-dropdown-open.png');
});

test('mobile menu open @single', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 854 });
  await openStill(page, '/');
  await page.getByTestId('menu-toggle').click();
  await expect(page.locator('#site-menu')).toBeVisible();
  await expect(page).toHaveScreenshot('mobile-menu-open.png');
});
