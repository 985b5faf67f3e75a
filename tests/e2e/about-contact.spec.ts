import { test, expect, gotoHydrated, blockOutsideRequests, chunkUrl, holdRequests } from '../support/fixtures';
import { baseURL } from '../../harness/hosts/servers';
import { about } from '../../src/content/about';

const currentDoctor = (page: import('@playwright/test').Page) =>
  page.locator('#doctors [aria-roledescription="slide"]:not([aria-hidden="true"]) h3');

test.describe('about page', () => {
  test('the doctor carousel moves by its controls and wraps', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const region = page.getByRole('region', { name: 'Our doctors' });
    await region.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(currentDoctor(page)).toHaveText(about.doctors[0]!.name);
    await region.getByRole('button', { name: 'Previous doctor' }).click();
    await expect(currentDoctor(page)).toHaveText(about.doctors[3]!.name);
    await region.getByRole('button', { name: 'Next doctor' }).click();
    await expect(currentDoctor(page)).toHaveText(about.doctors[0]!.name);
    await region.getByRole('button', { name: 'Go to doctor 2' }).click();
    await expect(currentDoctor(page)).toHaveText(about.doctors[1]!.name);
  });

  test('the other doctors’ portraits wait for the app, then the next one loads ahead of a swipe', async ({
    page,
  }) => {
    const portraits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/doctors/')) portraits.push(request.url().replace(/^.*\//, ''));
    });
    // Hold the app's entry: the page stays as prerendered, where no control can show another slide yet.
    const entry = await holdRequests(page, chunkUrl('index'));
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await entry.requested;
    await expect(page.getByRole('img', { name: `Portrait of ${about.doctors[0]!.name}` })).toHaveJSProperty(
      'complete',
      true,
    );
    // The founder's portrait is in the page itself (content/about.ts); the others are not asked for yet.
    expect(portraits).toEqual([]);
    entry.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => portraits).toContain('orthodontist.svg');
  });

  test('auto-advances every 8 seconds', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/about');
    await page.clock.runFor(5000);
    await expect(currentDoctor(page)).toHaveText(about.doctors[0]!.name);
    await page.clock.runFor(3000);
    await expect(currentDoctor(page)).toHaveText(about.doctors[1]!.name);
  });

  test('/about#doctors lands on the doctors below the sticky header, on load and from the footer', async ({
    page,
  }) => {
    const headingIsVisible = async () => {
      const headerBottom = (await page.locator('header').boundingBox())!.height;
      const heading = (await page.locator('#doctors h2').boundingBox())!;
      return heading.y >= headerBottom - 1 && heading.y < 400;
    };
    await gotoHydrated(page, '/about#doctors');
    await expect.poll(headingIsVisible).toBe(true);

    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Doctors' }).click();
    await expect(page).toHaveURL(/\/about#doctors$/);
    await expect.poll(headingIsVisible).toBe(true);
  });

  test('a failed doctor image shows its placeholder', async ({ page }) => {
    await page.route(/\/images\/doctors\//, (route) => route.abort());
    await gotoHydrated(page, '/about');
    await expect(page.getByTestId('doctor-placeholder').first()).toBeVisible();
  });
});

test.describe('contact page', () => {
  test('the four cards link to a phone, an e-mail, directions and the emergency line', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const cards = page.getByTestId('contact-cards');
    await expect(cards.getByRole('link', { name: /Inquiries/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(cards.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      /^mailto:.+@.+\.example$/,
    );
    const directions = cards.getByRole('link', { name: /Get Directions/ });
    await expect(directions).toHaveAttribute('href', /^https:\/\//);
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(cards.getByRole('link', { name: 'Call Emergency Line' })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
  });

  test('the hours table has seven rows and the side box its own hours', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(7);
    await expect(table.locator('tbody th').first()).toHaveText('Monday');
    await expect(table.locator('tbody th').last()).toHaveText('Sunday');
    await expect(table.locator('tbody td').filter({ hasText: '10:00 AM - 10:00 PM' })).toHaveCount(7);
    await expect(page.getByTestId('hours-side-box')).toHaveText('Mon-Sun 9:00 AM - 10:00 PM');
  });

  test('the FAQ opens and closes with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const first = page.getByTestId('faq').locator('details').first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open', '');
  });

  test('a blocked map shows its fallback, and no contact form is shown', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.locator('#location').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    await expect(page.locator('main form')).toHaveCount(0);
  });
});

test.describe('open now', () => {
  // A visitor far from the clinic: the answer is on the clinic's clock (New York), not theirs.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the contact page and the footer say whether the clinic is open and when that changes', async ({
    page,
  }) => {
    // 9:30 PM in New York on Wednesday 25 November 2026 (8:00 AM Thursday in Kolkata): open until 10:00 PM.
    await page.clock.install({ time: new Date('2026-11-26T02:30:00Z') });
    await gotoHydrated(page, '/contact');
    const lines = page.locator('[data-slot="opening-status"]');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(lines).toHaveCount(2);
    await expect(page.locator('#hours [data-slot="opening-status"]')).toHaveText('Open now · closes at 10:00 PM');
    await expect(page.getByRole('contentinfo').locator('[data-slot="opening-status"]')).toHaveText(
      'Open now · closes at 10:00 PM',
    );
    // Half an hour on, the minute timer has moved it on without a reload.
    await page.clock.runFor(30 * 60_000);
    await expect(page.locator('#hours [data-slot="opening-status"]')).toHaveText(
      'Closed now · opens tomorrow at 10:00 AM',
    );
  });

  test('the footer’s line, and its code, wait until the visitor nears the footer', async ({ page }) => {
    // Its first drawing loads the browser's time-zone data, a long task on a slow phone, and its code is bytes a
    // first visit need not pay for (opening-status-slot.tsx).
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/');
    const footerLine = page.getByRole('contentinfo').locator('[data-slot="opening-status"]');
    const hasItsCode = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/opening-status-[\w-]+\.js$/.test(entry.name)),
      );
    // The app is ready and idle (the booking form's code, fetched then, has arrived), screens above the footer.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/booking-dialog-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    // Idle twice over: what the app fetches when idle has been asked for by now.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(await hasItsCode()).toBe(false);
    await expect(footerLine).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(footerLine).toHaveText(/^(Open|Closed) now/);
    expect(await hasItsCode()).toBe(true);
  });

  test('without JavaScript the hours table stands alone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await blockOutsideRequests(context);
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.locator('#hours table')).toBeVisible();
    await expect(page.locator('[data-slot="opening-status"]')).toHaveCount(0);
    await context.close();
  });
});
