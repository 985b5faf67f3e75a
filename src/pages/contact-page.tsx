import {
  Bus,
  Car,
  ChevronDown,
  Clock,
  Mail,
  MapPin,
  Phone,
  Siren,
  TrainFront,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { clinic, mailtoHref, telHref } from '../content/clinic';
import { contact } from '../content/contact';
import { CheckList } from '../components/check-list';
import { ExternalLink } from '../components/external-link';
import { MapPanel } from '../components/map-panel';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { OpeningStatus } from '../components/opening-status-slot';
import { cardClass } from '../ui/card';
import { BelowTheFold } from '../navigation/page-navigation';

const cardLinkClass =
  'mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800';

function ContactCard({
  icon: Glyph,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={cardClass({ className: 'flex h-full flex-col gap-3' })}>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <Glyph aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-bold text-ink-900">{title}</h3>
      <p className="text-ink-700">{text}</p>
      {children}
    </li>
  );
}

export function ContactPage() {
  const { cards, hours, location, insurance, faq } = contact;
  return (
    <>
      <PageHero title={contact.hero.title} subtitle={contact.hero.subtitle} />

      <PageSection id="reach-us" title="Get in Touch">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="contact-cards">
          <ContactCard
            icon={Phone}
            title={cards.phone.title}
            text={
              <>
                {cards.phone.text} {clinic.phones.main.display}
              </>
            }
          >
            <a href={telHref(clinic.phones.main)} className={cardLinkClass}>
              {cards.phone.linkLabel}
              <span className="sr-only">: call {clinic.phones.main.display}</span>
            </a>
          </ContactCard>
          <ContactCard
            icon={Mail}
            title={cards.email.title}
            text={
              <>
                {cards.email.text} <span className="break-all">{clinic.email}</span>
              </>
            }
          >
            <a href={mailtoHref()} className={cardLinkClass}>
              {cards.email.linkLabel}
            </a>
          </ContactCard>
          <ContactCard icon={MapPin} title={cards.address.title} text={cards.address.text}>
            <ExternalLink href={clinic.map.directionsUrl} className={cardLinkClass}>
              {cards.address.linkLabel}
            </ExternalLink>
          </ContactCard>
          <ContactCard
            icon={Siren}
            title={cards.emergency.title}
            text={
              <>
                {cards.emergency.text} {clinic.phones.emergency.display}
              </>
            }
          >
            <a
              href={telHref(clinic.phones.emergency)}
              className={`${cardLinkClass} bg-accent-700 hover:bg-accent-600`}
            >
              {cards.emergency.linkLabel}
            </a>
          </ContactCard>
        </ul>
      </PageSection>

      <PageSection id="hours" title={hours.title} tone="tint">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className={cardClass({ padding: 'none', className: 'overflow-hidden' })}>
            <table className="w-full text-left">
              <caption className="sr-only">Office hours, Monday to Sunday</caption>
              <thead className="bg-brand-800 text-white">
                <tr>
                  <th scope="col" className="px-5 py-3">
                    Day
                  </th>
                  <th scope="col" className="px-5 py-3">
                    Hours
                  </th>
                </tr>
              </thead>
              <tbody>
                {hours.rows.map((row) => (
                  <tr key={row.day} className="border-t border-ink-200">
                    <th scope="row" className="px-5 py-3 font-semibold text-ink-900">
                      {row.day}
                    </th>
                    <td className="px-5 py-3 text-ink-700">{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="space-y-6">
            {/* A plain box under the section's heading, not an <aside>: a complementary landmark nested in <main>
                fails axe's landmark-complementary-is-top-level rule. */}
            <div className="rounded-2xl bg-brand-800 p-6 text-white">
              <h3 className="flex items-center gap-2 text-lg font-bold">
                <Clock aria-hidden="true" className="size-5" />
                {hours.sideBox.title}
              </h3>
              <p className="mt-2 text-xl font-semibold" data-testid="hours-side-box">
                {hours.sideBox.text}
              </p>
              <OpeningStatus className="mt-3 font-semibold" />
            </div>
            <div>
              <h3 className="text-lg font-bold text-ink-900">Important notes</h3>
              <CheckList items={hours.importantNotes} className="mt-3 text-ink-700" />
            </div>
          </div>
        </div>
      </PageSection>

      <BelowTheFold>
        <PageSection id="location" title={location.title}>
          <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
            <ul className="space-y-4 text-ink-700">
              {(
                [
                  [MapPin, 'Address', clinic.address.oneLine],
                  [Car, 'Parking', location.parking],
                  [Bus, 'Public transit', location.transit],
                  [TrainFront, 'Metro', location.metro],
                ] as const
              ).map(([Glyph, label, text]) => (
                <li key={label} className="flex gap-3">
                  <Glyph aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-semibold text-ink-900">{label}</span>
                    {text}
                  </span>
                </li>
              ))}
            </ul>
            <MapPanel />
          </div>
        </PageSection>

        <PageSection id="insurance" title={insurance.title} tone="tint">
          <div className="grid gap-6 md:grid-cols-3">
            <div className={cardClass()}>
              <h3 className="text-lg font-bold text-ink-900">Plans we work with</h3>
              <CheckList items={insurance.plans} className="mt-3 text-ink-700" />
            </div>
            <div className={cardClass()}>
              <h3 className="text-lg font-bold text-ink-900">Payment options</h3>
              <CheckList items={insurance.paymentOptions} className="mt-3 text-ink-700" />
            </div>
            <div className="rounded-2xl bg-accent-100 p-6 ring-1 ring-accent-500">
              <h3 className="text-lg font-bold text-ink-900">{insurance.newPatientSpecial.title}</h3>
              <p className="mt-3 text-ink-900">{insurance.newPatientSpecial.text}</p>
            </div>
          </div>
        </PageSection>

        <PageSection id="faq" title="Frequently Asked Questions">
          {/* Native disclosure widgets: keyboard, screen readers and no-JavaScript visitors all get them for free. */}
          <div className="space-y-3" data-testid="faq">
            {faq.map((entry) => (
              <details key={entry.question} className={cardClass({ padding: 'none', className: 'group' })}>
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 text-ink-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        </PageSection>
      </BelowTheFold>
    </>
  );
}
