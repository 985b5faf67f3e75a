import { Quote, UserRound } from 'lucide-react';
import { about } from '../content/about';
import { Carousel, CarouselControls, CarouselSlides } from '../ui/carousel';
import { CardGrid, IconCard } from '../components/icon-card';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { RichText } from '../components/rich-text';
import { SmartImage } from '../components/smart-image';
import { Stars } from '../components/stars';
import { cardClass } from '../ui/card';
import { BelowTheFold } from '../navigation/page-navigation';

/** Spec §4: the doctor carousel turns every 8000 ms. */
const DOCTOR_CAROUSEL_INTERVAL_MS = 8000;

export function AboutPage() {
  return (
    <>
      <PageHero title={about.hero.title} subtitle={about.hero.subtitle} />

      <PageSection id="doctors" title="Meet Our Doctors" intro="Four doctors, one standard of care.">
        <Carousel
          label="Our doctors"
          itemNoun="doctor"
          count={about.doctors.length}
          autoplayIntervalMs={DOCTOR_CAROUSEL_INTERVAL_MS}
          className="mx-auto max-w-4xl"
        >
          <CarouselSlides className={cardClass({ padding: 'none' })}>
            {about.doctors.map((doctor, index) => (
              <article
                key={doctor.name}
                aria-labelledby={`doctor-${index}`}
                className="grid gap-6 p-6 md:grid-cols-[240px_1fr] md:p-8"
              >
                <SmartImage
                  src={doctor.image}
                  alt={`Portrait of ${doctor.name}`}
                  width={400}
                  height={480}
                  // The first portrait is on screen at load on a phone, and its largest paint.
                  isPriority={index === 0}
                  className="h-auto w-full max-w-60 rounded-xl bg-brand-50"
                  fallback={
                    <UserRound
                      aria-hidden="true"
                      className="size-20 text-brand-700"
                      data-testid="doctor-placeholder"
                    />
                  }
                />
                <div>
                  <h3 id={`doctor-${index}`} className="text-2xl font-bold text-ink-900">
                    {doctor.name}
                  </h3>
                  <p className="font-semibold text-brand-700">{doctor.title}</p>
                  <p className="mt-1 inline-block rounded-full bg-accent-100 px-3 py-0.5 text-sm font-semibold text-accent-700">
                    {doctor.title2}
                  </p>
                  {doctor.bio.map((paragraph, paragraphIndex) => (
                    <RichText key={paragraphIndex} value={paragraph} className="mt-3 text-ink-700" />
                  ))}
                  <h4 className="mt-4 text-sm font-bold tracking-wide text-ink-900 uppercase">Specialties</h4>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {doctor.specialties.map((specialty) => (
                      <li
                        key={specialty}
                        className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                      >
                        {specialty}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            ))}
          </CarouselSlides>
          <CarouselControls />
        </Carousel>
      </PageSection>

      <BelowTheFold>
        <PageSection id="values" title="Our Core Values" tone="tint">
          <CardGrid columns={4}>
            {about.coreValues.map((value) => (
              <li key={value.title}>
                <IconCard icon={value.icon} title={value.title}>
                  <p>{value.description}</p>
                </IconCard>
              </li>
            ))}
          </CardGrid>
        </PageSection>

        <PageSection id="technology" title="Technology We Use">
          <CardGrid>
            {about.technology.map((item) => (
              <li key={item.title}>
                <IconCard icon={item.icon} title={item.title}>
                  <p>{item.description}</p>
                </IconCard>
              </li>
            ))}
          </CardGrid>
        </PageSection>

        <PageSection id="testimonials" title="What Our Patients Say" tone="tint">
          <ul className="grid gap-6 md:grid-cols-3">
            {about.testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className={cardClass({ className: 'flex h-full flex-col' })}>
                  <Quote aria-hidden="true" className="size-8 text-brand-300" />
                  <Stars rating={testimonial.rating} className="mt-2" />
                  <blockquote className="mt-3 flex-1 text-ink-700">{testimonial.text}</blockquote>
                  <figcaption className="mt-4 font-semibold text-ink-900">
                    {testimonial.name} <span className="font-normal text-ink-700">· {testimonial.treatment}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </PageSection>
      </BelowTheFold>
    </>
  );
}
