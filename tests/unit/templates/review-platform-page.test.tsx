import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { reviewPlatformEntries } from '../../../src/content/reviews';
import { BookingProvider } from '../../../src/components/booking-context';
import { ReviewPlatformPage } from '../../../src/templates/review-platform-page';
import type { ReviewPlatformSlug } from '../../../src/content/reviews/slugs';

async function renderPlatform(slug: ReviewPlatformSlug) {
  const entry = reviewPlatformEntries.find((candidate) => candidate.slug === slug)!;
  const page = (await entry.load()).default;
  const location = memoryLocation({ path: `/reviews/${slug}` });
  render(
    <Router hook={location.hook}>
      <BookingProvider>
        <ReviewPlatformPage entry={entry} page={page} />
      </BookingProvider>
    </Router>,
  );
  return page;
}

describe('ReviewPlatformPage', () => {
  describe('on the Facebook page', () => {
    it('names the one-star row "1 star", in its label and in its bar', async () => {
      await renderPlatform('facebook');
      const breakdown = screen.getByRole('list', { name: 'Rating breakdown' });
      const labels = within(breakdown)
        .getAllByRole('listitem')
        .map((row) => row.firstElementChild?.textContent);
      expect(labels).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
      expect(screen.getByRole('img', { name: '1 star: 1 of 89 reviews' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: '5 stars: 75 of 89 reviews' })).toBeInTheDocument();
    });

    it('counts one comment as "1 comment" and several as "N comments"', async () => {
      await renderPlatform('facebook');
      expect(screen.getAllByText(/\b1 comment\b/)).toHaveLength(2);
      expect(screen.queryByText(/\b1 comments\b/)).toBeNull();
      expect(screen.getByText(/\b3 comments\b/)).toBeInTheDocument();
      expect(screen.getByText(/\b0 comments\b/)).toBeInTheDocument();
    });
  });

  it('says "1 person found this helpful" and "N people" otherwise (Zocdoc)', async () => {
    await renderPlatform('zocdoc');
    expect(screen.getByText(/^1 person found this helpful$/)).toBeInTheDocument();
    expect(screen.getByText(/^6 people found this helpful$/)).toBeInTheDocument();
  });

  it('labels each review’s appointment type (Zocdoc)', async () => {
    const page = await renderPlatform('zocdoc');
    for (const review of page.reviews) {
      const article = screen.getByRole('article', { name: review.author });
      expect(within(article).getByText('Appointment:').parentElement).toHaveTextContent(
        `Appointment: ${review.appointmentType}`,
      );
    }
  });

  it.each(['healthgrades', 'vitals'] as const)('labels each review’s specialty (%s)', async (slug) => {
    const page = await renderPlatform(slug);
    for (const review of page.reviews) {
      const article = screen.getByRole('article', { name: review.author });
      expect(within(article).getByText('Specialty:').parentElement).toHaveTextContent(
        `Specialty: ${review.specialty}`,
      );
    }
  });
});
