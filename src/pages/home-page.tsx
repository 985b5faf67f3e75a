import { Link } from 'wouter';
import { ArrowRight, CalendarCheck, Clock, MapPin, Navigation, Phone } from 'lucide-react';
import { clinic, telHref } from '../content/clinic';
import { home } from '../content/home';
import { paths } from '../content/paths';
import { Button } from '../ui/button';
import { Carousel, CarouselControls, CarouselSlides } from '../ui/carousel';
import { CardGrid, IconCard } from '../components/icon-card';
import { ExternalLink } from '../components/external-link';
import { MapPanel } from '../components/map-panel';
import { PageSection } from '../components/page-section';
import { SmartImage } from '../components/smart-image';
import { cardClass } from '../ui/card';
import { BelowTheFold } from '../navigation/page-navigation';

/** Spec §4: the home carousel turns every 5000 ms. */
const HOME_CAROUSEL_INTERVAL_MS = 5000;

/** Home (spec §2): founder, new patients, clinic photos, map, reasons, service categories — in that order. */
export function HomePage() {
  const { founder, newPatients, clinicImages, visit, reasons, serviceCategories } = home;
  const hours = clinic.hours.home;
  return (
    <>
      <section id="founder" aria-labelledby="founder-heading" className="bg-gradient-to-br from-brand-50 to-white">
        <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{founder.eyebrow}</p>
            <h1
              id="founder-heading"
              className="mt-2 text-3xl leading-tight font-bold text-balance text-ink-900 md:text-5xl"
            >
              {founder.heading}
            </h1>
            {founder.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 max-w-2xl text-lg text-ink-700">
                {paragraph}
              </p>
            ))}
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link href={paths.contact()}>
                  <CalendarCheck aria-hidden="true" />
                  {newPatients.ctaLabel}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href={paths.services()}>Explore Our Services</Link>
              </Button>
            </div>
          </div>
          {/* A card in the founder section, not a landmark: an <aside> nested in <main> is one axe flags. */}
          <div className={cardClass()}>
            <h2 id="founder-name" className="text-xl font-bold text-ink-900">
              {founder.name}
            </h2>
            <p className="font-semibold text-brand-700">{founder.role}</p>
            <p className="mt-2 text-ink-700">
              {founder.experience} · {founder.education}
            </p>
            <h3 className="mt-4 text-sm font-bold tracking-wide text-ink-900 uppercase">Specialties</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {founder.specialties.map((specialty) => (
                <li
                  key={specialty}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                >
                  {specialty}
                </li>
              ))}
            </ul>
            <div className="mt-5 border-t border-ink-200 pt-4">
              <h3 className="font-bold text-ink-900">{founder.philosophy.title}</h3>
              <p className="mt-1 text-ink-700">{founder.philosophy.text}</p>
            </div>
          </div>
        </div>
      </section>

      <PageSection id="new-patients" title={newPatients.title} intro={newPatients.intro} tone="tint">
        <CardGrid columns={4}>
          {newPatients.accessFeatures.map((feature) => (
            <li key={feature.title}>
              <IconCard icon={feature.icon} title={feature.title}>
                <p>{feature.description}</p>
              </IconCard>
            </li>
          ))}
        </CardGrid>
        <div className="mt-8">
          <Button asChild size="lg">
            <Link href={paths.contact()}>
              <CalendarCheck aria-hidden="true" />
              {newPatients.ctaLabel}
            </Link>
          </Button>
        </div>
      </PageSection>

      <BelowTheFold>
        <PageSection id="clinic-photos" title="Inside Our Clinic">
          <Carousel
            label="Clinic photos"
            itemNoun="image"
            count={clinicImages.length}
            autoplayIntervalMs={HOME_CAROUSEL_INTERVAL_MS}
            className="mx-auto max-w-4xl"
          >
            <CarouselSlides className="rounded-2xl bg-ink-100">
              {clinicImages.map((image, index) => (
                <figure key={image.src} className="relative">
                  <SmartImage
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    isPriority={index === 0}
                    className="aspect-video h-auto w-full object-cover"
                  />
                  <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950/80 to-transparent px-5 pt-10 pb-4 text-lg font-semibold text-white">
                    {image.caption}
                  </figcaption>
                </figure>
              ))}
            </CarouselSlides>
            <CarouselControls />
          </Carousel>
        </PageSection>

        <PageSection id="visit" title={visit.title} intro={visit.text} tone="tint">
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <MapPanel />
            <div className="space-y-5">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-ink-900">Location</span>
                  <span className="text-ink-700">{clinic.address.oneLine}</span>
                </span>
              </p>
              <p className="flex gap-3">
                <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-ink-900">Hours</span>
                  <span className="text-ink-700">
                    {hours.days}, {hours.open} to {hours.close}
                  </span>
                </span>
              </p>
              <Button asChild>
                <ExternalLink href={clinic.map.directionsUrl}>
                  <Navigation aria-hidden="true" />
                  {visit.directionsLabel}
                </ExternalLink>
              </Button>
            </div>
          </div>
        </PageSection>

        <PageSection id="why-choose-us" title={`Why Choose ${clinic.shortName}`}>
          <CardGrid>
            {reasons.map((reason) => (
              <li key={reason.title}>
                <IconCard icon={reason.icon} title={reason.title}>
                  <p>{reason.description}</p>
                </IconCard>
              </li>
            ))}
          </CardGrid>
        </PageSection>

        <PageSection id="our-services" title="Our Services" tone="tint">
          <CardGrid>
            {serviceCategories.map((category) => (
              <li key={category.id}>
                <IconCard icon={category.icon} title={category.title}>
                  <p className="flex-1">{category.description}</p>
                  <Link
                    href={paths.servicesSection(category.id)}
                    className="mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
                    data-testid="learn-more"
                  >
                    Learn More
                    <span className="sr-only"> about {category.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </IconCard>
              </li>
            ))}
          </CardGrid>
          <p className="mt-8 flex items-center gap-2 text-ink-700">
            <Phone aria-hidden="true" className="size-5 text-brand-700" />
            Questions? Call us at{' '}
            <a href={telHref(clinic.phones.main)} className="font-semibold text-brand-700 underline">
              {clinic.phones.main.display}
            </a>
          </p>
        </PageSection>
      </BelowTheFold>
    </>
  );
}
