import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, blockOutsideRequests } from '../support/fixtures';

/**
 * A tap made the moment a control appears, long before the app is ready (issue 15): on a slow phone that moment
 * lasts a second or more. Every control must do its job once the app can, and never send the visitor elsewhere.
 * The CPU is slowed 6× and the network is a slow phone's (150 ms round trip), so the tap lands before hydration; each
 * test checks that it did, or it would prove nothing.
 */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { viewport: { width: 1280, height: 800 } };

type SlowPage = { page: Page; close: () => Promise<void>; pageErrors: string[] };

async function openSlowed(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  options: { reducedMotion?: 'reduce' } = {},
): Promise<SlowPage> {
  const context = await browser.newContext({ ...device, ...options });
  await blockOutsideRequests(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { page, pageErrors, close: () => context.close() };
}

/** Taps (or clicks, at desktop width) `control` as soon as it is visible; returns whether the app was ready then. */
async function tapWhenVisible(page: Page, control: Locator, isTouch: boolean): Promise<boolean> {
  await control.waitFor({ state: 'visible' });
  if (isTouch) await control.tap();
  else await control.click();
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
}

async function expectUrlKept(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.hash).toBe('');
}

// Each test loads a page at a sixth of the CPU's speed over a slow network: give it room.
test.describe.configure({ timeout: 60_000 });

test.describe('a tap before the app is ready', () => {
  test('Book Appointment opens the booking form, not the contact page', async ({ browser }) => {
    const { page, pageErrors, close } = await openSlowed(browser, '/', phone);
    const wasReady = await tapWhenVisible(page, page.getByTestId('book-appointment'), true);
    expect(wasReady, 'the tap came before the app was ready').toBe(false);
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible({ timeout: 20_000 });
    await expectUrlKept(page, '/');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('a gallery card opens its image', async ({ browser }) => {
    const { page, pageErrors, close } = await openSlowed(browser, '/smile-gallery/clinic-photos', phone);
    const wasReady = await tapWhenVisible(page, page.getByTestId('gallery-card-button').first(), true);
    expect(wasReady, 'the tap came before the app was ready').toBe(false);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expectUrlKept(page, '/smile-gallery/clinic-photos');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('a category filter filters', async ({ browser }) => {
    const { page, pageErrors, close } = await openSlowed(browser, '/smile-gallery/our-work', phone);
    const filter = page.getByTestId('category-filters').locator('> :nth-child(2)');
    const wasReady = await tapWhenVisible(page, filter, true);
    expect(wasReady, 'the tap came before the app was ready').toBe(false);
    await expect(filter).toHaveAttribute('data-state', 'on', { timeout: 20_000 });
    await expectUrlKept(page, '/smile-gallery/our-work');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('Menu opens the menu instead of jumping to the footer', async ({ browser }) => {
    const { page, pageErrors, close } = await openSlowed(browser, '/about', phone);
    const menu = page.getByTestId('menu-toggle');
    const wasReady = await tapWhenVisible(page, menu, true);
    expect(wasReady, 'the tap came before the app was ready').toBe(false);
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectUrlKept(page, '/about');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('the home carousel’s Next shows the second image', async ({ browser }) => {
    // Reduced motion holds the slideshow still, so only the tap can bring the second image.
    const { page, pageErrors, close } = await openSlowed(browser, '/', phone, { reducedMotion: 'reduce' });
    const wasReady = await tapWhenVisible(page, page.getByRole('button', { name: 'Next image' }), true);
    expect(wasReady, 'the tap came before the app was ready').toBe(false);
    await expect(page.getByRole('button', { name: 'Go to image 2' })).toHaveAttribute('aria-current', 'true', {
      timeout: 20_000,
    });
    await expectUrlKept(page, '/');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('the Services trigger opens the list of services (desktop)', async ({ browser }) => {
    const { page, pageErrors, close } = await openSlowed(browser, '/about', desktop);
    const wasReady = await tapWhenVisible(page, page.getByTestId('services-trigger'), false);
    expect(wasReady, 'the click came before the app was ready').toBe(false);
    await expect(page.getByTestId('services-menu').getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    await expectUrlKept(page, '/about');
    expect(pageErrors).toEqual([]);
    await close();
  });
});
