import { Link } from 'wouter';
import { CalendarCheck, Phone, Siren } from 'lucide-react';
import { clinic, telHref } from '../content/clinic';
import { actionHref, closingActions } from '../content/services/actions';
import type { ServiceEntry } from '../content/services';
import type { HeroAction, ServiceBody, ServiceSection } from '../content/services/types';
import { paths } from '../lib/paths';
import { Button, type ButtonProps } from '../ui/button';
import { CallToActionBand } from '../components/call-to-action';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { BelowTheFold } from '../components/below-the-fold';
import { ServiceSectionBody } from './service-sections';

/** A button from a page's content: to the contact page, to one of the clinic's numbers, or to a section below. */
function ActionButton({ action, variant }: { action: HeroAction; variant: ButtonProps['variant'] }) {
  const href = actionHref(action);
  switch (action.kind) {
    case 'contact':
      return (
        <Button asChild variant={variant} size="lg">
          <Link href={href}>
            <CalendarCheck aria-hidden="true" />
            {action.label}
          </Link>
        </Button>
      );
    case 'call':
      return (
        <Button asChild variant={variant} size="lg">
          <a href={href}>
            <Phone aria-hidden="true" />
            {action.label}
            <span className="sr-only">: {clinic.phones[action.phone].display}</span>
          </a>
        </Button>
      );
    case 'anchor':
      return (
        <Button asChild variant={variant} size="lg">
          <a href={href}>{action.label}</a>
        </Button>
      );
  }
}

/**
 * The closing band: the page's own call button if any, "Call Now", and one link to the contact page, labelled
 * "Contact Us" or with the page's own wording (content/services/actions.ts). CallToAction always adds its own
 * "Contact Us", which beside a page's schedule button made two links to /contact (issue 18), so service pages fill the
 * same band with the list their content gives.
 */
function ClosingBand({ callToAction }: { callToAction: ServiceBody['callToAction'] }) {
  return (
    <CallToActionBand
      title={callToAction.title}
      text={callToAction.text}
      buttons={closingActions(callToAction).map((action) => (
        <ActionButton
          key={action.label}
          action={action}
          // White for the front desk's "Call Now", as on every other page's band; orange for the rest.
          variant={action.kind === 'call' && action.phone === callToAction.phone ? 'inverse' : 'accent'}
        />
      ))}
    />
  );
}

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
        <ClosingBand callToAction={callToAction} />
      </BelowTheFold>
    </>
  );
}
