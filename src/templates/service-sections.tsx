import { CircleCheck, CircleX, Clock, Sparkles, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ServiceSection } from '../content/services/types';
import { CardGrid, IconCard } from '../components/icon-card';
import { CheckList } from '../components/check-list';
import { StepList } from '../components/step-list';
import { cardClass } from '../ui/card';

const serviceCardClass = cardClass({ className: 'flex h-full flex-col' });

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-brand-50 px-3 py-2">
      <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{label}</dt>
      <dd className="font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

/** The body of one section, by kind. One renderer per kind; a page chooses kinds in its content module. */
export function ServiceSectionBody({ section }: { section: ServiceSection }): ReactNode {
  switch (section.kind) {
    case 'cards':
      return (
        <CardGrid columns={section.items.length === 4 ? 4 : 3}>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard icon={item.icon} title={item.title}>
                <p>{item.description}</p>
                <CheckList items={item.features} className="mt-4 text-sm" />
              </IconCard>
            </li>
          ))}
        </CardGrid>
      );
    case 'steps':
      return <StepList steps={section.items} />;
    case 'benefits':
      return (
        <CardGrid columns={4}>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard icon={item.icon ?? CircleCheck} title={item.title}>
                <p>{item.description}</p>
              </IconCard>
            </li>
          ))}
        </CardGrid>
      );
    case 'emergency-types':
      return (
        <CardGrid>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard icon={item.icon} title={item.title}>
                <p>{item.description}</p>
                <h4 className="mt-4 text-sm font-bold text-ink-900">Symptoms</h4>
                <ul className="mt-2 space-y-1 text-sm">
                  {item.symptoms.map((symptom) => (
                    <li key={symptom} className="flex gap-2">
                      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                      {symptom}
                    </li>
                  ))}
                </ul>
              </IconCard>
            </li>
          ))}
        </CardGrid>
      );
    case 'tips':
      return (
        <CardGrid columns={section.items.length % 4 === 0 ? 4 : 3}>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard icon={item.icon ?? Sparkles} title={item.title}>
                <p>{item.description}</p>
              </IconCard>
            </li>
          ))}
        </CardGrid>
      );
    case 'checklist':
      return <CheckList items={section.items} columns={2} className="max-w-3xl text-lg text-ink-700" />;
    case 'whitening-options':
      return (
        <CardGrid>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard icon={item.icon} title={item.title}>
                <p>{item.description}</p>
                <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                  <Fact label="Duration" value={item.duration} />
                  <Fact label="Results" value={item.results} />
                </dl>
                <CheckList items={item.features} className="mt-4 text-sm" />
              </IconCard>
            </li>
          ))}
        </CardGrid>
      );
    case 'treatment-options':
      return (
        // A table cannot reflow: on a narrow screen (320 px, 1280 px at 400% zoom) it scrolls inside its own
        // labelled, focusable region, so the page itself never scrolls sideways (WCAG 1.4.10).
        <div
          role="region"
          aria-label={section.title}
          // A scrolling region takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          data-scroll-region
          className={cardClass({ padding: 'none', className: 'overflow-x-auto' })}
        >
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">{section.title}</caption>
            <thead className="bg-brand-800 text-white">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Option
                </th>
                <th scope="col" className="px-4 py-3">
                  What it is
                </th>
                <th scope="col" className="px-4 py-3">
                  Typical duration
                </th>
                <th scope="col" className="px-4 py-3">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {section.items.map((item) => (
                <tr key={item.title} className="border-t border-ink-200">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink-900">
                    {item.title}
                  </th>
                  <td className="px-4 py-3 text-ink-700">{item.description}</td>
                  <td className="px-4 py-3 font-semibold text-ink-900">{item.duration}</td>
                  <td className="px-4 py-3 text-ink-700">{item.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'age-groups':
      return (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {section.items.map((group) => (
            <li key={group.age} className={serviceCardClass}>
              <h3 className="text-lg font-bold text-brand-800">{group.age}</h3>
              <p className="mt-2 text-ink-700">{group.description}</p>
              <CheckList items={group.benefits ?? group.services ?? []} className="mt-4 text-sm text-ink-700" />
            </li>
          ))}
        </ul>
      );
    case 'procedures':
      return (
        <ul className="grid gap-6 md:grid-cols-2">
          {section.items.map((item) => (
            <li key={item.title} className={serviceCardClass}>
              <h3 className="text-lg font-bold text-ink-900">{item.title}</h3>
              <p className="mt-2 text-ink-700">{item.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <Fact label="Procedure time" value={item.duration} />
                <Fact label="Recovery" value={item.recovery} />
              </dl>
            </li>
          ))}
        </ul>
      );
    case 'sedation-options':
      return (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {section.items.map((item) => (
            <li key={item.type} className={serviceCardClass}>
              <h3 className="text-lg font-bold text-ink-900">{item.type}</h3>
              <p className="mt-1 inline-block self-start rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-800">
                {item.level} sedation
              </p>
              <p className="mt-3 text-ink-700">{item.description}</p>
              <p className="mt-3 flex gap-2 text-sm text-ink-700">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  <span className="font-semibold text-ink-900">Recovery: </span>
                  {item.recovery}
                </span>
              </p>
            </li>
          ))}
        </ul>
      );
    case 'myths-facts':
      return (
        <ul className="grid gap-6 md:grid-cols-2">
          {section.items.map((item) => (
            <li key={item.myth} className={serviceCardClass}>
              <p className="flex gap-2 font-semibold text-ink-900">
                <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>
                  <span className="sr-only">Myth: </span>
                  {item.myth}
                </span>
              </p>
              <p className="mt-3 flex gap-2 text-ink-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="font-semibold text-brand-800">Fact: </span>
                  {item.fact}
                </span>
              </p>
            </li>
          ))}
        </ul>
      );
    case 'phased-lists':
      return (
        <ul className="grid gap-6 md:grid-cols-3">
          {section.items.map((phase) => (
            <li key={phase.title} className={serviceCardClass}>
              <h3 className="text-lg font-bold text-ink-900">{phase.title}</h3>
              <CheckList items={phase.items} className="mt-3 text-ink-700" />
            </li>
          ))}
        </ul>
      );
  }
}
