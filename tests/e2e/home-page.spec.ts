import { test, expect, gotoHydrated, blockOutsideRequests, chunkUrl, holdRequests } from '../support/fixtures';
import { home } from '../../src/content/home';
import { serviceSectionIds } from '../../src/content/paths';

test.describe('home page', () => {
  test('shows its sections in the spec’s order, with the h1 in the first', async ({ page }) => {
    await gotoHydrated(page, '/');
    const ids = await page
      // The page's own sections, some inside what a client navigation renders a frame late (BelowTheFold).
      .locator('main > section[id], main > [data-slot="below-the-fold"] > section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(['founder', 'new-patients', 'clinic-photos', 'visit', 'why-choose-us', 'our-services']);
    await expect(page.locator('#founder h1')).toHaveCount(1);
    await expect(
      page.locator('#new-patients').getByRole('link', { name: 'Book Your Appointment' }),
    ).toHaveAttribute('href', '/contact');
    await expect(page.locator('#visit').getByRole('heading', { name: 'Visit Our Clinic' })).toBeVisible();
    await expect(page.locator('#why-choose-us li')).toHaveCount(6);
  });

  test('until the app is ready, every section after the first is laid out only near the viewport', async ({
    page,
  }) => {
    // styles.css: the first paint lays out the first screen, not the whole page (Lighthouse LCP on `/`), including
    // the sections a client navigation renders a frame late (BelowTheFold), which sit in a wrapper of their own.
    const entry = await holdRequests(page, chunkUrl('index'));
    for (const path of ['/', '/services', '/services/dental-implants']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await entry.requested;
      const visibilities = await page
        .locator('main section')
        .evaluateAll((sections) =>
          sections
            .filter((section) => !section.parentElement?.closest('section'))
            .map((section) => getComputedStyle(section).contentVisibility),
        );
      expect(visibilities.length, path).toBeGreaterThan(3);
      expect(visibilities, path).toEqual(['visible', ...visibilities.slice(1).map(() => 'auto')]);
    }
    entry.release();
  });

  test('the nine Learn More links point at the services overview’s anchors', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hrefs = await page
      .getByTestId('learn-more')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(serviceSectionIds.map((id) => `/services#${id}`));
  });

  test('/home renders the same page with a canonical link to /', async ({ page }) => {
    await gotoHydrated(page, '/home');
    await expect(page.locator('#founder h1')).toHaveText(home.founder.heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  });
});

test.describe('clinic carousel', () => {
  test('moves by mouse, wraps both ways and jumps by indicator', async ({ page }) => {
    await gotoHydrated(page, '/');
    const region = page.getByRole('region', { name: 'Clinic photos' });
    await region.scrollIntoViewIfNeeded();
    await region.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(current(page)).toHaveText(home.clinicImages[0]!.caption);
    await region.getByRole('button', { name: 'Previous image' }).click();
    await expect(current(page)).toHaveText(home.clinicImages[4]!.caption);
    await region.getByRole('button', { name: 'Next image' }).click();
    await expect(current(page)).toHaveText(home.clinicImages[0]!.caption);
    await region.getByRole('button', { name: 'Go to image 3' }).click();
    await expect(current(page)).toHaveText(home.clinicImages[2]!.caption);
    await expect(region.getByRole('button', { name: 'Go to image 3' })).toHaveAttribute('aria-current', 'true');
    // The visible slide really is on screen, whoever moved it (CSS before Embla, Embla after).
    const viewportBox = await page.locator('#clinic-photos [data-slot="carousel-viewport"]').boundingBox();
    await expect
      .poll(async () =>
        Math.abs((await page.locator('#clinic-photos [data-current]').boundingBox())!.x - viewportBox!.x),
      )
      .toBeLessThan(2);
  });

  test('works with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    const region = page.getByRole('region', { name: 'Clinic photos' });
    await region.getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveText(home.clinicImages[1]!.caption);
    await page.keyboard.press('Shift+Tab');
    await expect(region.getByRole('button', { name: 'Go to image 5' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(current(page)).toHaveText(home.clinicImages[4]!.caption);
  });

  test('advances every 5 seconds and stops for reduced motion', async ({ page, browser }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await expect(current(page)).toHaveText(home.clinicImages[0]!.caption);
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveText(home.clinicImages[1]!.caption);
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveText(home.clinicImages[2]!.caption);

    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    await blockOutsideRequests(reduced);
    const still = await reduced.newPage();
    await still.clock.install();
    await still.goto('/');
    await still.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await still.clock.runFor(20_000);
    await expect(current(still)).toHaveText(home.clinicImages[0]!.caption);
    await expect(still.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await reduced.close();
  });

  test('the first image is the priority image and the others load lazily, all with dimensions', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const images = page.locator('#clinic-photos img');
    await expect(images).toHaveCount(5);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    for (let index = 1; index < 5; index += 1) await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
  });
});

test.describe('faults', () => {
  test('a blocked map shows its fallback with the address and directions', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('#visit').scrollIntoViewIfNeeded();
    const fallback = page.getByTestId('map-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /openstreetmap/);
    await expect(page.getByTestId('map-frame')).toHaveCount(0);
  });

  test('with every image blocked the page still works and warns with each source', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/\.(svg|png|webp|avif)$/, (route) => route.abort());
    await gotoHydrated(page, '/');
    await expect(page.locator('h1')).toBeVisible();
    const region = page.getByRole('region', { name: 'Clinic photos' });
    await region.getByRole('button', { name: 'Next image' }).click();
    await expect(current(page)).toHaveText(home.clinicImages[1]!.caption);
    await expect.poll(() => warnings.some((warning) => warning.includes(home.clinicImages[0]!.src))).toBe(true);
    await expect(page.getByText(/failed/i)).toHaveCount(0);
  });
});

function current(page: import('@playwright/test').Page) {
  return page.locator('#clinic-photos [aria-roledescription="slide"]:not([aria-hidden="true"]) figcaption');
}
