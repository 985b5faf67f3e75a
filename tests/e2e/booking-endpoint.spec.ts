/**
 * Appointment requests sent to an endpoint (issue 18): the site built with BOOKING_ENDPOINT (dist-booking/, served on
 * 4182) posting to the reference receiver (scripts/booking-receiver/receiver.ts on 4190), whose test controls make the next
 * request meet a server error, a slow answer or a dropped connection.
 */
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import {
  expectFieldsKept,
  expectOnlyTheFailedRequest,
  fill,
  openBooking as openBookingAt,
  visitorName,
  acceptAlerts,
} from '../support/booking-form';
import { bookingFixture } from '../../harness/hosts/servers';
import { bookingLabels, bookingSuccessMessage } from '../../src/content/booking';
import { clinic } from '../../src/content/clinic';
import { bookingTrapField } from '../../src/lib/booking-request';
import type { Page } from '@playwright/test';

type Stored = { requestId: string; name: string; email: string; page: string; issue: string };

async function storedFor(page: Page, name: string): Promise<Stored[]> {
  const response = await page.request.get(`${bookingFixture.receiverURL}/__stored`);
  const { stored } = (await response.json()) as { stored: Stored[] };
  return stored.filter((entry) => entry.name === name);
}

const openBooking = (page: Page, path = '/about') => openBookingAt(page, `${bookingFixture.siteURL}${path}`);

/** The receiver's next answer to a request from `name` (tests run in parallel: each fault is for one visitor). */
async function nextAnswer(page: Page, name: string, fault: 'http-500' | 'slow' | 'drop-after-store') {
  const query = new URLSearchParams({ fault, name });
  await page.request.post(`${bookingFixture.receiverURL}/__next-answer?${query}`);
}

test.describe('appointment requests sent to the clinic', () => {
  test('the CSP allows exactly the endpoint’s origin', async ({ page }) => {
    const response = await page.request.get(`${bookingFixture.siteURL}/`);
    const connectSrc = /connect-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(connectSrc?.split(' ')).toEqual([
      "'self'",
      'https://www.openstreetmap.org',
      bookingFixture.receiverURL,
    ]);
  });

  test('success: one request stored with the five fields, the page and an id; confirmed, reset and closed', async ({
    page,
  }, testInfo) => {
    const name = visitorName(testInfo.title);
    const alerts = acceptAlerts(page);
    const dialog = await openBooking(page);
    await fill(page, name);
    // A double click: one request, one confirmation.
    await dialog.getByTestId('booking-submit').dblclick();
    await expect(dialog).toBeHidden();
    expect(alerts).toEqual([bookingSuccessMessage]);
    const stored = await storedFor(page, name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'alex@example.com', page: '/about' });
    expect(stored[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Sent, the draft is gone: the form opens empty, also after a reload.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('book-appointment').click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('a server error keeps everything, says so with Retry and the phone number; Retry sends it once', async ({
    page,
    consoleErrors,
    makeAxeBuilder,
  }, testInfo) => {
    const name = visitorName(testInfo.title);
    page.on('dialog', (alert) => void alert.accept());
    const dialog = await openBooking(page);
    await fill(page, name);
    await nextAnswer(page, name, 'http-500');
    await dialog.getByTestId('booking-submit').click();
    const error = dialog.getByRole('alert');
    await expect(error).toContainText(bookingLabels.sendFailed);
    await expect(error.getByRole('link', { name: clinic.phones.main.display })).toHaveAttribute(
      'href',
      `tel:${clinic.phones.main.e164}`,
    );
    await expect(dialog).toBeVisible();
    await expectFieldsKept(page, name);
    await expectNoAxeViolations(makeAxeBuilder(), 'with the send error shown');
    expect(await storedFor(page, name)).toHaveLength(0);
    // Typed text is shown as text, never parsed as HTML.
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    // Closed and reopened, then reloaded: still all there.
    await page.keyboard.press('Escape');
    await page.getByTestId('book-appointment').click();
    await expectFieldsKept(page, name);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('book-appointment').click();
    await expectFieldsKept(page, name);

    await dialog.getByTestId('booking-submit').click();
    await expect(dialog).toBeHidden();
    expect(await storedFor(page, name)).toHaveLength(1);
    expectOnlyTheFailedRequest(consoleErrors, /status of 500/);
  });

  test('a dropped connection after the server stored it: Retry sends the same id, stored once', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const name = visitorName(testInfo.title);
    page.on('dialog', (alert) => void alert.accept());
    const dialog = await openBooking(page);
    await fill(page, name);
    await nextAnswer(page, name, 'drop-after-store');
    await dialog.getByTestId('booking-submit').click();
    await expect(dialog.getByRole('alert')).toContainText(bookingLabels.sendFailed);
    await expectFieldsKept(page, name);
    await dialog.getByRole('button', { name: bookingLabels.retry }).click();
    await expect(dialog).toBeHidden();
    expect(await storedFor(page, name)).toHaveLength(1);
    expectOnlyTheFailedRequest(consoleErrors, /ERR_EMPTY_RESPONSE/);
  });

  test('no answer in 15 s: the button said it was sending, the fields stay, a retry is not a duplicate', async ({
    page,
  }, testInfo) => {
    const name = visitorName(testInfo.title);
    page.on('dialog', (alert) => void alert.accept());
    // The page's clock runs as usual, but the test can move it on: 15 s of waiting in an instant.
    await page.clock.install();
    const dialog = await openBooking(page);
    await fill(page, name);
    await nextAnswer(page, name, 'slow');
    const submit = dialog.getByTestId('booking-submit');
    await submit.click();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveText(bookingLabels.sendingButton);
    await expect(dialog.getByRole('status')).toHaveText(bookingLabels.sending);
    // Pressing it again while sending does nothing (forced: Playwright itself waits for an aria-disabled button).
    await submit.click({ force: true });
    await page.keyboard.press('Enter');
    // The receiver has the request (it stores it at once and holds only its answer) before the 15 s run out: under
    // load the request could still be on its way, and the retry then met the held answer meant for it.
    await expect.poll(() => storedFor(page, name)).toHaveLength(1);
    await page.clock.fastForward(15_000);
    await expect(dialog.getByRole('alert')).toContainText(bookingLabels.sendTimedOut);
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expectFieldsKept(page, name);
    await dialog.getByRole('button', { name: bookingLabels.retry }).click();
    await expect(dialog).toBeHidden();
    expect(await storedFor(page, name)).toHaveLength(1);
  });

  for (const status of [429, 503]) {
    test(`a ${status} (busy, or the store full): a failure with Retry and the phone number, nothing typed lost`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      const name = visitorName(testInfo.title);
      page.on('dialog', (alert) => void alert.accept());
      const dialog = await openBooking(page);
      await fill(page, name);
      // The first POST meets the answer a rate limit or a failing store gives; the preflight and the retry go on.
      let answered = false;
      await page.route(bookingFixture.endpoint, (route) => {
        if (route.request().method() !== 'POST' || answered) return route.continue();
        answered = true;
        return route.fulfill({
          status,
          headers: { 'Access-Control-Allow-Origin': bookingFixture.siteURL, 'Retry-After': '30' },
          contentType: 'application/json',
          body: JSON.stringify({ error: 'try again shortly' }),
        });
      });
      await dialog.getByTestId('booking-submit').click();
      const error = dialog.getByRole('alert');
      await expect(error).toContainText(bookingLabels.sendFailed);
      await expect(error.getByRole('link', { name: clinic.phones.main.display })).toBeVisible();
      await expectFieldsKept(page, name);
      expect(await storedFor(page, name)).toHaveLength(0);
      await dialog.getByRole('button', { name: bookingLabels.retry }).click();
      await expect(dialog).toBeHidden();
      expect(await storedFor(page, name)).toHaveLength(1);
      expectOnlyTheFailedRequest(consoleErrors, new RegExp(`status of ${status}`));
    });
  }

  test('the trap field: out of reach of keyboard and screen readers; filled, the request is confirmed and dropped', async ({
    page,
  }, testInfo) => {
    const name = visitorName(testInfo.title);
    const alerts = acceptAlerts(page);
    const dialog = await openBooking(page);
    const trap = dialog.locator(`input[name="${bookingTrapField}"]`);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(dialog.locator(`[aria-hidden="true"]:has(input[name="${bookingTrapField}"])`)).toHaveCount(1);
    // Visually hidden (sr-only): a pixel, clipped.
    expect(await trap.evaluate((input) => getComputedStyle(input.parentElement!.parentElement!).clipPath)).toBe(
      'inset(50%)',
    );
    await fill(page, name);
    // As a program fills every input it finds.
    await trap.fill('https://spam.example', { force: true });
    await dialog.getByTestId('booking-submit').click();
    await expect(dialog).toBeHidden();
    expect(alerts).toEqual([bookingSuccessMessage]);
    expect(await storedFor(page, name)).toHaveLength(0);
  });

  test('the network down: nothing typed is lost', async ({ page }, testInfo) => {
    const name = visitorName(testInfo.title);
    const dialog = await openBooking(page);
    await fill(page, name);
    await page.route(`${bookingFixture.endpoint}`, (route) => route.abort('internetdisconnected'));
    await dialog.getByTestId('booking-submit').click();
    await expect(dialog.getByRole('alert')).toContainText(bookingLabels.sendFailed);
    await expectFieldsKept(page, name);
    expect(await storedFor(page, name)).toHaveLength(0);
  });
});
