import { Link } from 'wouter';
import { Phone, Siren } from 'lucide-react';
import { clinic, telHref } from '../content/clinic';
import type { ServiceEntry } from '../content/services';
import type { ServiceBody, ServiceSection } from '../content/services/types';
import { paths } from '../content/paths';
import { Button } from '../ui/button';
import { ActionButton } from '../components/action-button';
import { ClosingBand } from '../components/closing-band';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { BelowTheFold } from '../navigation/page-navigation';
import { ServiceSectionBody } from './service-sections';

/** One of a service page's sections, white and tinted in turn. */
function ServicePageSection({ section, index }: { section: ServiceSection; index: number }) {
  return (
    <PageSection
      id={section.id}
      title={section.title}
      intro={section.intro}
      tone={index % 2 === 0 ? 'white' : 'tint'}
    >
      <ServiceSectionBody section={section} />
    </PageSection>
  );
}

/** One service page (spec §2 "Service pages"): hero, the page's sections in order, then the call to action. */
export function ServicePage({ entry, body }: { entry: ServiceEntry; body: ServiceBody }) {
  const { callToAction } = body;
  // The hero and the first section fill a phone's or a laptop's first screen on every service page.
  const [firstSection, ...laterSections] = body.sections;
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title={entry.title}
        subtitle={body.hero.lead}
        before={
          <nav aria-label="Breadcrumb" className="mb-4 text-sm text-brand-100">
            <ol className="flex flex-wrap gap-2">
              <li>
                <Link href={paths.services()} className="underline underline-offset-4 hover:text-white">
                  Services
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li aria-current="page">{entry.menuLabel}</li>
            </ol>
          </nav>
        }
        actions={body.hero.actions?.map((action) => (
          <ActionButton
            key={action.label}
            action={action}
            variant={action.kind === 'anchor' ? 'inverse' : 'accent'}
          />
        ))}
      />
      {body.hotline && (
        // A section, not an <aside>: a complementary landmark nested in <main> fails axe's
        // landmark-complementary-is-top-level rule.
        <section aria-labelledby="hotline-heading" className="bg-accent-100">
          <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="hotline-heading" className="flex items-center gap-2 text-xl font-bold text-ink-900">
                <Siren aria-hidden="true" className="size-6 text-accent-700" />
                {body.hotline.title}
              </h2>
              <p className="mt-1 text-ink-900">{body.hotline.text}</p>
            </div>
            <Button asChild variant="accent" size="lg">
              <a href={telHref(clinic.phones.emergency)} data-testid="hotline">
                <Phone aria-hidden="true" />
                {body.hotline.label}: {clinic.phones.emergency.display}
              </a>
            </Button>
          </div>
        </section>
      )}
      {firstSection && <ServicePageSection section={firstSection} index={0} />}
      <BelowTheFold>
        {laterSections.map((section, index) => (
          <ServicePageSection key={section.id} section={section} index={index + 1} />
        ))}
        <ClosingBand content={callToAction} />
      </BelowTheFold>
    </>
  );
}
