import { Link } from 'wouter';
import { ArrowLeft, BadgeCheck, CalendarCheck, ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReviewPlatformEntry } from '../content/reviews';
import { starBreakdown } from '../content/reviews/breakdown';
import type { PlatformPage, PlatformReview } from '../content/reviews/types';
import { formatReviewDate } from '../lib/format-date';
import { paths } from '../content/paths';
import { plural } from '../lib/plural';
import { Button } from '../ui/button';
import { ExternalLink } from '../components/external-link';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { useBooking } from '../components/booking-context';
import { Stars } from '../components/stars';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import { useFocusHandOver } from '../hooks/use-focus-hand-over';
import { cardClass } from '../ui/card';

/** The platform's extra counts, as text: the spec gives them no behaviour, so they are not buttons (issue 5). */
function reviewExtras(review: PlatformReview): string[] {
  const extras: string[] = [];
  if (review.helpful !== undefined)
    extras.push(`${plural(review.helpful, 'person', 'people')} found this helpful`);
  if (review.likes !== undefined) extras.push(plural(review.likes, 'like'));
  if (review.comments !== undefined) extras.push(plural(review.comments, 'comment'));
  if (review.useful !== undefined) extras.push(`Useful ${review.useful}`);
  if (review.funny !== undefined) extras.push(`Funny ${review.funny}`);
  if (review.cool !== undefined) extras.push(`Cool ${review.cool}`);
  return extras;
}

export function ReviewPlatformPage({ entry, page }: { entry: ReviewPlatformEntry; page: PlatformPage }) {
  const { openBooking, prefetchBooking } = useBooking();
  const { stats } = page;
  const isHydrated = useIsHydrated();
  const [bookLinkRef, bookButtonRef] = useFocusHandOver();
  return (
    <>
      <PageHero
        title={entry.title}
        subtitle={page.intro}
        before={
          <Link
            href={paths.reviews()}
            className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 font-semibold text-white hover:bg-white/20"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Reviews
          </Link>
        }
      />
      <PageSection id="summary" title="Rating Summary">
        <div className="grid gap-8 md:grid-cols-[1fr_2fr] md:items-center">
          <div className="rounded-2xl bg-brand-50 p-6 text-center">
            <p className="text-5xl font-bold text-ink-900" data-testid="average-rating">
              {stats.averageRating.toFixed(1)}
            </p>
            <Stars rating={stats.averageRating} size="lg" className="mt-2 justify-center" />
            <p className="mt-2 text-ink-700" data-testid="total-reviews">
              Based on {plural(stats.totalReviews, 'review')}
            </p>
          </div>
          <ul className="space-y-3" aria-label="Rating breakdown">
            {starBreakdown(stats).map((row) => (
              <li key={row.stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-3">
                <span className="font-semibold text-ink-900">{plural(row.stars, 'star')}</span>
                <span
                  role="img"
                  aria-label={`${plural(row.stars, 'star')}: ${row.count} of ${plural(stats.totalReviews, 'review')}`}
                  className="h-3 overflow-hidden rounded-full bg-ink-100"
                  data-testid="star-bar"
                >
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${row.percent}%` }} />
                </span>
                <span className="text-right text-ink-700">{row.count}</span>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>
      <PageSection id="reviews" title={page.listTitle} tone="tint">
        <ul className="grid gap-6 md:grid-cols-2">
          {page.reviews.map((review) => (
            <li key={review.id}>
              <article
                aria-labelledby={`review-${review.id}`}
                className={cardClass({ className: 'flex h-full flex-col' })}
              >
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`review-${review.id}`} className="font-bold text-ink-900">
                    {review.author}
                  </h3>
                  <time dateTime={review.date} className="text-sm text-ink-700">
                    {formatReviewDate(review.date)}
                  </time>
                </header>
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <Stars rating={review.rating} size="sm" />
                  {review.verified && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      <BadgeCheck aria-hidden="true" className="size-4" />
                      Verified
                    </span>
                  )}
                  {/* Labelled, or "Endodontics" beside the Verified badge says nothing about what it is. */}
                  {review.specialty && (
                    <span className="text-sm text-ink-700">
                      <span className="font-semibold text-ink-900">Specialty:</span> {review.specialty}
                    </span>
                  )}
                  {review.appointmentType && (
                    <span className="text-sm text-ink-700">
                      <span className="font-semibold text-ink-900">Appointment:</span> {review.appointmentType}
                    </span>
                  )}
                </div>
                <p className="mt-3 flex-1 text-ink-700">{review.text}</p>
                {reviewExtras(review).length > 0 && (
                  <p className="mt-4 text-sm text-ink-700">{reviewExtras(review).join(' · ')}</p>
                )}
              </article>
            </li>
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="closing-heading" className="bg-brand-900 py-12 text-center text-white">
        <div className="container-page">
          <h2 id="closing-heading" className="text-2xl font-bold">
            {page.closing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{page.closing.text}</p>
          <div className="mt-6 flex justify-center">
            {page.closing.action === 'book-appointment' && !isHydrated ? (
              // Before JavaScript runs, booking means the contact page.
              <Button asChild variant="accent" size="lg">
                <Link ref={bookLinkRef} href={paths.contact()}>
                  <CalendarCheck aria-hidden="true" />
                  Book Appointment
                </Link>
              </Button>
            ) : page.closing.action === 'book-appointment' ? (
              <Button
                ref={bookButtonRef}
                variant="accent"
                size="lg"
                onClick={(event) => openBooking(event.currentTarget)}
                onPointerEnter={prefetchBooking}
                onFocus={prefetchBooking}
              >
                <CalendarCheck aria-hidden="true" />
                Book Appointment
              </Button>
            ) : (
              <Button asChild variant="accent" size="lg">
                <ExternalLink href={entry.url}>
                  Write a Review
                  <span className="sr-only"> on {entry.name}</span>
                  <ExternalIcon aria-hidden="true" />
                </ExternalLink>
              </Button>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
