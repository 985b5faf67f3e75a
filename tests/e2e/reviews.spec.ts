import { test, expect, gotoHydrated } from '../support/fixtures';
import { reviewPages } from '../../src/content/reviews';
import { reviewPlatforms } from '../../src/content/reviews/platforms';

const totals = { google: 127, facebook: 89, yelp: 156, healthgrades: 73, zocdoc: 94, vitals: 45 } as const;

test.describe('reviews', () => {
  for (const [index, entry] of reviewPages.entries()) {
    test(`View Reviews reaches ${entry.slug}, whose bars match count/total, and Back to Reviews returns`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/reviews');
      await page.getByRole('link', { name: `View Reviews on ${reviewPlatforms[index]!.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/reviews/${entry.slug}$`));
      await expect(page.locator('h1')).toHaveText(entry.title);
      await expect(page.getByTestId('total-reviews')).toHaveText(`Based on ${totals[entry.slug]} reviews`);
      const widths = await page.getByTestId('star-bar').evaluateAll((bars) =>
        bars.map((bar) => {
          const fill = bar.firstElementChild as HTMLElement;
          return [
            fill.getBoundingClientRect().width / bar.getBoundingClientRect().width,
            bar.getAttribute('aria-label'),
          ];
        }),
      );
      for (const [ratio, label] of widths) {
        const [, count, total] = /: (\d+) of (\d+) reviews/.exec(String(label))!;
        expect(Math.abs(Number(ratio) - Number(count) / Number(total))).toBeLessThan(0.01);
      }
      await page.getByRole('link', { name: 'Back to Reviews' }).click();
      await expect(page).toHaveURL(/\/reviews$/);
    });
  }

  test('Write a Review opens the platform’s site in a new tab, safely', async ({ page }) => {
    await gotoHydrated(page, '/reviews/yelp');
    const link = page.getByRole('link', { name: /Write a Review/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  test('Zocdoc closes with Book Appointment, which opens the booking dialog', async ({ page }) => {
    await gotoHydrated(page, '/reviews/zocdoc');
    await page.locator('main').getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
  });

  test('the overview shows both Vitals figures the spec reports', async ({ page }) => {
    await gotoHydrated(page, '/reviews');
    await expect(page.getByText('95 reviews')).toBeVisible();
    await gotoHydrated(page, '/reviews/vitals');
    await expect(page.getByTestId('total-reviews')).toHaveText('Based on 45 reviews');
    await expect(page.getByRole('heading', { name: 'Professional Reviews', exact: true })).toBeVisible();
  });
});
