import { request } from 'node:http';
import { bookingFieldErrors, bookingLabels, bookingSuccessMessage } from '../../src/content/booking';
import {
  bookingDialog,
  fieldState,
  fillRequest,
  formValues,
  openBookingByPointer,
  untilBookingFocused,
} from '../support/engines/booking';
import {
  click,
  expectLayoutWidth,
  expectNoAxeViolations,
  focused,
  focusInside,
  gotoHydrated,
  isShown,
  until,
  untilGone,
} from '../support/engines/journey';
import { expectScreenshot, holdStill, movePointerOntoOverlay } from '../support/engines/screenshots';
import { focusLosses, startWatchingFocusLoss } from '../support/page-checks';
import { test, expect } from '../support/engines/test';
import { bookingFixture } from '../../harness/hosts/servers';
import { screenshotMoment } from '../../visual/still-page';
import { bookableDay } from '../support/bookable-day';

const submit = { selector: '[data-testid="booking-submit"]' };

/**
 * A POST to the reference receiver's test controls. With node:http, as Node's fetch refuses the receiver's port:
 * 4190 is on the Fetch standard's list of "bad ports" (ManageSieve).
 */
function post(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    request(url, { method: 'POST' }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 204 || response.statusCode === 200
          ? resolve()
          : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}

test.describe('booking dialog', () => {
  test('by pointer and keyboard: focus on open, Tab trapped, Escape returns focus', async ({ visitor }) => {
    await gotoHydrated(visitor, '/');
    await openBookingByPointer(visitor);
    expect((await fieldState(visitor, bookingLabels.name))?.focused, 'focus on Full Name').toBe(true);
    expect(await visitor.evaluate(() => getComputedStyle(document.body).overflow, undefined)).toBe('hidden');
    for (let press = 0; press < 12; press += 1) {
      await visitor.press('Tab');
      expect(await focusInside(visitor, bookingDialog), `Tab ${press + 1} stays inside`).toBe(true);
    }
    for (let press = 0; press < 3; press += 1) {
      await visitor.press('Tab', { shift: true });
      expect(await focusInside(visitor, bookingDialog), `Shift+Tab ${press + 1} stays inside`).toBe(true);
    }
    await visitor.evaluate(startWatchingFocusLoss, undefined);
    await visitor.press('Escape');
    await untilGone(visitor, bookingDialog, 'the dialog closed');
    await expect.poll(() => focused(visitor)).toMatch(/#book-appointment/);
    // Back on Book in the task that closed the dialog: never on the page's body in between (issue 34).
    expect(await visitor.evaluate(focusLosses, undefined)).toEqual([]);

    // Opened again from the keyboard, on the button that has focus.
    await visitor.press('Enter');
    await untilBookingFocused(visitor);
    expect((await fieldState(visitor, bookingLabels.name))?.focused).toBe(true);
    await visitor.press('Escape');
    await untilGone(visitor, bookingDialog, 'the dialog closed');
    await expect.poll(() => focused(visitor)).toMatch(/#book-appointment/);
    expect(await visitor.evaluate(() => getComputedStyle(document.body).overflow, undefined)).not.toBe('hidden');
  });

  test('an empty request is blocked by the native rules; a filled one is confirmed and the form reset', async ({
    visitor,
  }) => {
    await gotoHydrated(visitor, '/');
    await openBookingByPointer(visitor);
    await click(visitor, submit);
    await expect
      .poll(async () => (await fieldState(visitor, bookingLabels.name))?.focused, {
        message: 'the browser moves focus to the first blocked field',
      })
      .toBe(true);
    for (const [label, message] of [
      [bookingLabels.name, bookingFieldErrors.name.missing],
      [bookingLabels.email, bookingFieldErrors.email.missing],
      [bookingLabels.date, bookingFieldErrors.date.missing],
      [bookingLabels.time, bookingFieldErrors.time.missing],
    ] as const) {
      const state = await fieldState(visitor, label);
      expect(state, label).toMatchObject({ valueMissing: true, invalid: true, description: message });
    }
    expect(await isShown(visitor, bookingDialog)).toBe(true);

    await fillRequest(visitor, 'Alex Example', '<b>bold</b> a chipped molar');
    const alert = visitor.nextAlert();
    await click(visitor, submit);
    expect(await alert).toBe(bookingSuccessMessage);
    await untilGone(visitor, bookingDialog, 'the dialog closed');
    // Typed text is never rendered as HTML.
    expect(await visitor.evaluate(() => document.querySelectorAll('b').length, undefined)).toBe(0);
    await openBookingByPointer(visitor);
    expect(await formValues(visitor)).toEqual(['', '', '', '', '']);
  });

  test('a send that fails keeps everything typed and says so', async ({ visitor }) => {
    const name = `Alex ${visitor.engine} ${Date.now()}`;
    await post(`${bookingFixture.receiverURL}/__next-answer?${new URLSearchParams({ fault: 'http-500', name })}`);
    await gotoHydrated(visitor, `${bookingFixture.siteURL}/about`);
    await openBookingByPointer(visitor);
    await fillRequest(visitor, name, 'a chipped molar');
    await click(visitor, submit);
    await until(
      visitor,
      () => (document.querySelector('[data-testid="booking-send-error"]')?.textContent ?? '').length > 0,
      undefined,
      'the failure shown',
    );
    expect(await formValues(visitor)).toEqual([
      name,
      'alex@example.com',
      bookableDay,
      '10:30 AM',
      'a chipped molar',
    ]);
    expect(await isShown(visitor, bookingDialog)).toBe(true);
    // The browser may report the failed request on the console; that, and nothing else, is expected here.
    const errors = await visitor.takeErrors();
    expect(errors.filter((error) => !/\b500\b|Failed to load resource/.test(error))).toEqual([]);
  });

  test.describe('open', () => {
    test.use({ fixedTime: screenshotMoment });
    for (const at of ['1280px', 'the phone widths'] as const) {
      test(`passes axe and looks as its baseline at ${at}`, async ({ visitor, phoneWidths }, testInfo) => {
        // The phone widths from one opening: the window is resized under the open dialog.
        const widths = at === '1280px' ? [1280] : phoneWidths;
        await visitor.resize(widths[0]!, widths[0] === 1280 ? 800 : 640);
        await gotoHydrated(visitor, '/');
        await holdStill(visitor);
        await openBookingByPointer(visitor);
        for (const width of widths) {
          await visitor.resize(width, width === 1280 ? 800 : 640);
          await expectLayoutWidth(visitor, width, `with the booking dialog open at ${width}px`);
          await expectNoAxeViolations(visitor, `with the booking dialog open at ${width}px`);
          // The whole dialog is on screen, its last button within reach (on a phone, above the browser's toolbar).
          const fits = await visitor.evaluate(
            (selector) => document.querySelector(selector)!.getBoundingClientRect().bottom <= innerHeight,
            bookingDialog,
          );
          expect(fits, `the dialog ends inside the viewport at ${width}px`).toBe(true);
          await movePointerOntoOverlay(visitor);
          await holdStill(visitor);
          await expectScreenshot(visitor, testInfo, 'booking-dialog-open.png');
        }
      });
    }
  });
});
