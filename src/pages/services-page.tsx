import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import overview from '../content/services/overview';
import { services } from '../content/services';
import { paths } from '../content/paths';
import { ClosingBand } from '../components/closing-band';
import { CardGrid, IconCard } from '../components/icon-card';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { BelowTheFold } from '../navigation/page-navigation';

const serviceTitle = new Map<string, string>(services.map((service) => [service.slug, service.menuLabel]));

const moreLinkClass =
  'mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 underline-offset-4 hover:underline';

/** One of the overview's sections of services, white and tinted in turn. */
function OverviewSection({ section, index }: { section: (typeof overview.sections)[number]; index: number }) {
  return (
    <PageSection id={section.id} title={section.title} intro={section.intro} tone={index % 2 ? 'tint' : 'white'}>
      <CardGrid columns={section.items.length === 4 ? 4 : 3}>
        {section.items.map((item) => (
          <li key={item.title}>
            <IconCard icon={item.icon} title={item.title}>
              <p className="flex-1">{item.description}</p>
              {item.slug && (
                <Link href={paths.service(item.slug)} className={moreLinkClass}>
                  {serviceTitle.get(item.slug)}
                  <span className="sr-only">: more about {item.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </IconCard>
          </li>
        ))}
      </CardGrid>
    </PageSection>
  );
}

/**
 * The services overview (spec §2). Sections preventive, restorative and cosmetic as the spec lists them, then the
 * technology band, then an index of the other specialities whose ids the footer and Home link to, so no anchor on
 * the site is dead (issue 4).
 */
export function ServicesPage() {
  // The hero and the first section fill the first screen (of the sizes the route sweep checks).
  const [firstSection, ...laterSections] = overview.sections;
  return (
    <>
      <PageHero title={overview.hero.title} subtitle={overview.hero.subtitle} />
      {firstSection && <OverviewSection section={firstSection} index={0} />}
      <BelowTheFold>
        {laterSections.map((section, index) => (
          <OverviewSection key={section.id} section={section} index={index + 1} />
        ))}
        <PageSection id="technology" title={overview.technology.title} tone="tint">
          <CardGrid columns={4}>
            {overview.technology.items.map((item) => (
              <li key={item.title}>
                <IconCard icon={item.icon} title={item.title}>
                  <p>{item.description}</p>
                </IconCard>
              </li>
            ))}
          </CardGrid>
        </PageSection>
        <PageSection id="specialities" title={overview.specialities.title} intro={overview.specialities.intro}>
          <CardGrid>
            {overview.specialities.items.map((item) => (
              <li key={item.id} id={item.id}>
                <IconCard icon={item.icon} title={item.title}>
                  <p className="flex-1">{item.description}</p>
                  <Link href={paths.service(item.slug)} className={moreLinkClass}>
                    Learn More<span className="sr-only"> about {item.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </IconCard>
              </li>
            ))}
          </CardGrid>
        </PageSection>
        <ClosingBand content={overview.callToAction} />
      </BelowTheFold>
    </>
  );
}
