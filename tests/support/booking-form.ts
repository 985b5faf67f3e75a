import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { bookingLabels } from '../../src/content/booking';
import { bookableDay } from './bookable-day';

/**
 * The booking form as a visitor fills it, for the tests that send requests to a receiver: across origins
 * (tests/e2e/booking-endpoint.spec.ts) and through nginx on the site's own HTTPS host (tests/e2e/tls.spec.ts).
 */

/** Opens the booking dialog on `url`, once the page has hydrated. */
export async function openBooking(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByTestId('book-appointment').click();
  const dialog = page.getByRole('dialog', { name: bookingLabels.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A name no other test uses, so this test's stored requests can be told apart. */
export const visitorName = (title: string) =>
  `Alex ${title.replace(/\W+/g, ' ').trim().slice(0, 60)} ${Date.now()}`;

export async function fill(page: Page, name: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill('alex@example.com');
  await page.getByLabel('Preferred Date').fill(bookableDay);
  await page.getByLabel('Preferred Time').selectOption('10:30 AM');
  await page.getByLabel('Describe Your Issue').fill('<img src=x onerror=alert(1)> a chipped molar');
}

export async function expectFieldsKept(page: Page, name: string) {
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByLabel('Email Address')).toHaveValue('alex@example.com');
  await expect(page.getByLabel('Preferred Date')).toHaveValue(bookableDay);
  await expect(page.getByLabel('Preferred Time')).toHaveValue('10:30 AM');
  await expect(page.getByLabel('Describe Your Issue')).toHaveValue('<img src=x onerror=alert(1)> a chipped molar');
}

/**
 * The browser reports a failed request on the console; in a test that makes one fail on purpose, exactly that is
 * expected, and anything else still fails the test (the consoleErrors fixture).
 */
export function expectOnlyTheFailedRequest(consoleErrors: string[], message: RegExp) {
  const failed = consoleErrors.filter((error) => message.test(error));
  expect(failed.length, `expected the console to report the failed request (${message})`).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !message.test(error)));
}

/** Accepts every alert the page shows and returns the list their messages are collected in, in order. */
export function acceptAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  return alerts;
}
