import { test, expect, gotoHydrated } from '../support/fixtures';
import { reviewPlatformEntries } from '../../src/content/reviews';

/** Spec §9, written out here rather than read from the content modules, so a data slip cannot hide. */
const specStats = {
  google: { average: '4.8', total: 127, counts: [98, 20, 5, 2, 2] },
  facebook: { average: '4.9', total: 89, counts: [75, 10, 2, 1, 1] },
  yelp: { average: '4.7', total: 156, counts: [120, 25, 6, 3, 2] },
  healthgrades: { average: '4.8', total: 73, counts: [65, 6, 1, 1, 0] },
  zocdoc: { average: '4.9', total: 94, counts: [85, 7, 1, 1, 0] },
  vitals: { average: '4.7', total: 45, counts: [38, 5, 1, 1, 0] },
} as const;

test.describe('reviews', () => {
  for (const entry of reviewPlatformEntries) {
    test(`View Reviews reaches ${entry.slug}, with the spec’s average, total and bar widths, and Back to Reviews returns`, async ({
      page,
    }) => {
      const { average, total, counts } = specStats[entry.slug];
      await gotoHydrated(page, '/reviews');
      await page.getByRole('link', { name: `View Reviews on ${entry.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/reviews/${entry.slug}$`));
      await expect(page.locator('h1')).toHaveText(entry.title);
      await expect(page.getByTestId('average-rating')).toHaveText(average);
      await expect(page.getByTestId('total-reviews')).toHaveText(`Based on ${total} reviews`);

      // Five bars, 5 stars first; each as wide as the spec's count / total, measured in the browser.
      const bars = page.getByTestId('star-bar');
      await expect(bars).toHaveCount(5);
      const ratios = await bars.evaluateAll((elements) =>
        elements.map((bar) => {
          const fill = bar.firstElementChild as HTMLElement;
          return fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
        }),
      );
      expect(ratios).toHaveLength(5);
      for (const [row, ratio] of ratios.entries()) {
        const stars = 5 - row;
        expect(Math.abs(ratio - counts[row]! / total), `${entry.slug} ${stars}-star bar`).toBeLessThan(0.01);
        await expect(bars.nth(row)).toHaveAccessibleName(
          `${stars} ${stars === 1 ? 'star' : 'stars'}: ${counts[row]} of ${total} reviews`,
        );
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
