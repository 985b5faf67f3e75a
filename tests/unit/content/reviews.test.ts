// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseISO } from 'date-fns';
import { reviewPlatformEntries } from '../../../src/content/reviews';
import { reviewPlatformSlugs } from '../../../src/content/reviews/slugs';
import { starBreakdown } from '../../../src/content/reviews/breakdown';
import overview from '../../../src/content/reviews/overview';
import { platformSlugFromComponent, reviewPlatforms } from '../../../src/content/reviews/platforms';

/** Spec §9: average, total, and the 5/4/3/2/1-star counts per platform page. */
const specStats = {
  google: [4.8, 127, [98, 20, 5, 2, 2]],
  facebook: [4.9, 89, [75, 10, 2, 1, 1]],
  yelp: [4.7, 156, [120, 25, 6, 3, 2]],
  healthgrades: [4.8, 73, [65, 6, 1, 1, 0]],
  zocdoc: [4.9, 94, [85, 7, 1, 1, 0]],
  vitals: [4.7, 45, [38, 5, 1, 1, 0]],
} as const;

const extrasByPlatform = {
  google: ['helpful'],
  facebook: ['likes', 'comments'],
  yelp: ['useful', 'funny', 'cool'],
  healthgrades: ['helpful', 'specialty'],
  zocdoc: ['helpful', 'appointmentType'],
  vitals: ['helpful', 'specialty'],
} as const;

const pages = await Promise.all(
  reviewPlatformEntries.map(async (entry) => [entry.slug, (await entry.load()).default] as const),
);

describe.each(pages)('the %s page', (slug, page) => {
  const [average, total, counts] = specStats[slug];

  it('reports the spec’s average, total and breakdown', () => {
    expect(page.stats.averageRating).toBe(average);
    expect(page.stats.totalReviews).toBe(total);
    expect(starBreakdown(page.stats).map((row) => row.count)).toEqual(counts);
  });

  it('has a breakdown that adds up to the total (true of all six in the spec)', () => {
    expect(counts.reduce((sum: number, count) => sum + count, 0)).toBe(total);
    expect(starBreakdown(page.stats).reduce((sum, row) => sum + row.count, 0)).toBe(page.stats.totalReviews);
  });

  it('sizes each bar as count / total × 100 percent', () => {
    for (const row of starBreakdown(page.stats)) expect(row.percent).toBeCloseTo((row.count / total) * 100, 10);
    expect(starBreakdown(page.stats).map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
  });

  it('gives every review its platform’s extras and a date in the spec’s range, 2023-12-05 to 2024-01-15', () => {
    for (const review of page.reviews) {
      for (const extra of extrasByPlatform[slug])
        expect(review[extra], `${slug} #${review.id} ${extra}`).toBeDefined();
      const date = parseISO(review.date);
      expect(date >= parseISO('2023-12-05') && date <= parseISO('2024-01-15'), `${slug} #${review.id}`).toBe(true);
    }
  });
});

describe('Vitals professional reviews', () => {
  it('has five verified reviews rated 5, 5, 4, 5, 5 and the professional call to action', () => {
    const vitals = pages.find(([slug]) => slug === 'vitals')![1];
    expect(vitals.reviews.map((review) => review.rating)).toEqual([5, 5, 4, 5, 5]);
    expect(vitals.reviews.every((review) => review.verified)).toBe(true);
    expect(vitals.listTitle).toBe('Professional Reviews');
    expect(vitals.closing.title).toBe('Share Your Professional Experience');
  });

  it('closes Zocdoc with Book Appointment and the others with Write a Review', () => {
    for (const [slug, page] of pages)
      expect(page.closing.action).toBe(slug === 'zocdoc' ? 'book-appointment' : 'write-review');
  });
});

describe('overview', () => {
  it('has six platforms with the spec’s counts and ratings from 4.7 to 4.9', () => {
    expect(reviewPlatforms.map((platform) => platform.reviewCount)).toEqual([200, 150, 180, 120, 140, 95]);
    for (const platform of reviewPlatforms) expect(platform.rating).toBeGreaterThanOrEqual(4.7);
    for (const platform of reviewPlatforms) expect(platform.rating).toBeLessThanOrEqual(4.9);
  });

  it('builds each link from the component value, onto the route table’s short slugs', () => {
    expect(reviewPlatforms.map((platform) => platformSlugFromComponent(platform.component))).toEqual([
      ...reviewPlatformSlugs,
    ]);
    expect(() => platformSlugFromComponent('myspace-reviews')).toThrow();
  });

  it('has twelve five-star testimonials dated 2023-12-05 to 2024-01-15', () => {
    expect(overview.testimonials).toHaveLength(12);
    const dates = overview.testimonials.map((testimonial) => testimonial.date).sort();
    expect(dates[0]).toBe('2023-12-05');
    expect(dates.at(-1)).toBe('2024-01-15');
    expect(overview.testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);
    for (const { date } of overview.testimonials) expect(Number.isNaN(parseISO(date).getTime())).toBe(false);
  });

  it('attributes testimonials to the six platforms, spread over distinct dates', () => {
    const names: readonly string[] = reviewPlatforms.map((platform) => platform.name);
    for (const testimonial of overview.testimonials) expect(names).toContain(testimonial.platform);
    expect(new Set(overview.testimonials.map((testimonial) => testimonial.platform)).size).toBe(6);
    expect(new Set(overview.testimonials.map((testimonial) => testimonial.date)).size).toBe(12);
  });
});
