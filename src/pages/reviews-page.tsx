import { Link } from 'wouter';
import { Quote } from 'lucide-react';
import overview from '../content/reviews/overview';
import { platformSlugFromComponent, reviewPlatforms } from '../content/reviews/platforms';
import { formatReviewDate } from '../lib/format-date';
import { paths } from '../content/paths';
import { plural } from '../lib/plural';
import { Button } from '../ui/button';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { PlatformBadge } from '../components/platform-badge';
import { Stars } from '../components/stars';
import { cardClass } from '../ui/card';
import { BelowTheFold } from '../navigation/page-navigation';

export function ReviewsPage() {
  return (
    <>
      <PageHero
        title={overview.hero.title}
        subtitle={
          <span className="flex flex-col gap-2">
            <Stars rating={5} size="lg" className="text-amber-300" />
            {overview.hero.subtitle}
          </span>
        }
      />
      <PageSection id="platforms" title="Our Ratings Across the Web">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviewPlatforms.map((platform) => (
            <li key={platform.component} className={cardClass({ className: 'flex flex-col gap-3' })}>
              <div className="flex items-center gap-3">
                <PlatformBadge icon={platform.icon} />
                <h3 className="text-xl font-bold text-ink-900">{platform.name}</h3>
              </div>
              <p className="flex items-center gap-2">
                <span className="text-2xl font-bold text-ink-900">{platform.rating.toFixed(1)}</span>
                <Stars rating={platform.rating} />
              </p>
              <p className="text-ink-700">{plural(platform.reviewCount, 'review')}</p>
              <Button asChild variant="primary" className="mt-auto self-start">
                <Link href={paths.reviewPlatform(platformSlugFromComponent(platform.component))}>
                  View Reviews<span className="sr-only"> on {platform.name}</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </PageSection>
      <BelowTheFold>
        <PageSection id="testimonials" title="What Patients Tell Us" tone="tint">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {overview.testimonials.map((testimonial) => (
              <li key={testimonial.name + testimonial.date}>
                <figure className={cardClass({ className: 'flex h-full flex-col' })}>
                  <Quote aria-hidden="true" className="size-7 text-brand-300" />
                  <Stars rating={testimonial.rating} className="mt-2" />
                  <blockquote className="mt-3 flex-1 text-ink-700">{testimonial.text}</blockquote>
                  <figcaption className="mt-4 text-sm text-ink-700">
                    <span className="font-semibold text-ink-900">{testimonial.name}</span> · {testimonial.platform}{' '}
                    · <time dateTime={testimonial.date}>{formatReviewDate(testimonial.date)}</time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </PageSection>
        <section
          aria-labelledby="reviews-cta-heading"
          className="bg-brand-900 py-12 text-center text-white md:py-16"
        >
          <div className="container-page">
            <h2 id="reviews-cta-heading" className="text-2xl font-bold md:text-3xl">
              {overview.callToAction.title}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{overview.callToAction.text}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button asChild variant="accent" size="lg">
                <Link href={paths.contact()}>Book Appointment</Link>
              </Button>
              <Button asChild variant="inverse" size="lg">
                <Link href={paths.about()}>
                  Learn More<span className="sr-only"> about our clinic and doctors</span>
                </Link>
              </Button>
            </div>
          </div>
        </section>
      </BelowTheFold>
    </>
  );
}
