// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { services } from '../../../src/content/services';
import { serviceSlugs, type ServiceSlug } from '../../../src/content/services/slugs';
import { serviceDescriptions } from '../../../src/content/services/descriptions';
import { closingActions } from '../../../src/content/services/actions';
import type { HeroAction, LinkAction, ServiceBody, ServiceSection } from '../../../src/content/services/types';
import overview from '../../../src/content/services/overview';
import { serviceSectionIds } from '../../../src/content/paths';

type Kind = ServiceSection['kind'];

/**
 * The spec's exact counts per page (issue 4): section id → [kind, count]. Every page has process steps (spec §2
 * "Service pages (each: … process steps …)"), four unless the spec gives another number.
 */
const expected: Record<string, Record<string, [Kind, number]>> = {
  'preventive-care': { services: ['cards', 4], process: ['steps', 4], benefits: ['benefits', 4] },
  'restorative-care': {
    services: ['cards', 6],
    technology: ['cards', 4],
    process: ['steps', 4],
    benefits: ['benefits', 4],
  },
  'cosmetic-services': { services: ['cards', 5], process: ['steps', 4], benefits: ['benefits', 4] },
  'emergency-care': { emergencies: ['emergency-types', 5], 'what-to-do': ['steps', 4], 'care-tips': ['tips', 4] },
  'dental-implants': { types: ['cards', 4], process: ['steps', 4], benefits: ['benefits', 4] },
  invisalign: {
    features: ['cards', 4],
    process: ['steps', 4],
    benefits: ['benefits', 4],
    candidacy: ['checklist', 6],
  },
  'teeth-whitening': {
    options: ['whitening-options', 3],
    process: ['steps', 4],
    benefits: ['benefits', 4],
    maintenance: ['tips', 5],
  },
  periodontics: {
    services: ['cards', 6],
    'warning-signs': ['checklist', 7],
    benefits: ['benefits', 4],
    process: ['steps', 4],
  },
  endodontics: {
    services: ['cards', 6],
    symptoms: ['checklist', 7],
    process: ['steps', 4],
    technology: ['cards', 4],
    benefits: ['benefits', 4],
    myths: ['myths-facts', 4],
  },
  orthodontics: {
    services: ['cards', 6],
    comparison: ['treatment-options', 4],
    ages: ['age-groups', 3],
    journey: ['steps', 6],
    benefits: ['benefits', 4],
    technology: ['cards', 4],
  },
  'pediatric-dentistry': {
    services: ['cards', 6],
    ages: ['age-groups', 4],
    process: ['steps', 4],
    benefits: ['benefits', 4],
    environment: ['tips', 4],
    'parent-tips': ['tips', 8],
    'first-visit': ['phased-lists', 3],
  },
  'oral-surgery': {
    services: ['cards', 6],
    procedures: ['procedures', 4],
    process: ['steps', 4],
    sedation: ['sedation-options', 4],
    benefits: ['benefits', 4],
    technology: ['cards', 4],
    aftercare: ['phased-lists', 3],
  },
};

/**
 * The buttons the spec names on particular pages (§2, issue 4), besides the "Call Now" and the link to /contact that
 * the closing band of every page has: `closing` is the band's buttons in order (closingActions), where a page's own
 * button to /contact takes the place of "Contact Us" rather than sit beside it (issue 18).
 */
const requiredActions: Partial<Record<ServiceSlug, { hero?: HeroAction[]; closing?: LinkAction[] }>> = {
  periodontics: {
    hero: [
      { kind: 'contact', label: 'Schedule Consultation' },
      { kind: 'anchor', label: 'Learn More', targetId: 'services' },
    ],
  },
  orthodontics: {
    hero: [
      { kind: 'contact', label: 'Free Consultation' },
      { kind: 'anchor', label: 'Learn More', targetId: 'services' },
    ],
    closing: [
      { kind: 'call', label: 'Call Now', phone: 'main' },
      { kind: 'contact', label: 'Schedule Your Consultation' },
    ],
  },
  'pediatric-dentistry': {
    hero: [{ kind: 'contact', label: 'Schedule First Visit' }],
    closing: [
      { kind: 'call', label: 'Call Now', phone: 'main' },
      { kind: 'contact', label: 'Schedule First Visit' },
    ],
  },
  'oral-surgery': { hero: [{ kind: 'contact', label: 'Schedule Consultation' }] },
  'emergency-care': {
    closing: [
      { kind: 'call', label: 'Emergency Call', phone: 'emergency' },
      { kind: 'call', label: 'Call Now', phone: 'main' },
      { kind: 'contact', label: 'Contact Us' },
    ],
  },
};
/** Every other page closes with the spec's generic pair (§2). */
const genericClosing: LinkAction[] = [
  { kind: 'call', label: 'Call Now', phone: 'main' },
  { kind: 'contact', label: 'Contact Us' },
];

const bodies = await Promise.all(services.map(async (entry) => [entry, (await entry.load()).default] as const));

describe('services registry', () => {
  it('lists every service slug once, in the route order', () => {
    expect(services.map((entry) => entry.slug)).toEqual([...serviceSlugs]);
  });

  it('has a unique summary of meta-description length for each page', () => {
    const summaries = serviceSlugs.map((slug) => serviceDescriptions[slug]);
    expect(new Set(summaries).size).toBe(summaries.length);
    for (const summary of summaries) expect(summary.length).toBeGreaterThan(70);
  });
});

describe.each(bodies)('service page $slug', (entry, body: ServiceBody) => {
  it('has the spec’s sections and counts', () => {
    const counts = Object.fromEntries(
      body.sections.map((section) => [section.id, [section.kind, section.items.length]]),
    );
    expect(counts).toEqual(expected[entry.slug]);
  });

  it('has unique section ids, every in-page anchor resolves, and a call to action', () => {
    const ids = body.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const action of body.hero.actions ?? [])
      if (action.kind === 'anchor') expect(ids).toContain(action.targetId);
    expect(body.callToAction.title).toBeTruthy();
  });

  it('has the buttons the spec names for this page', () => {
    const required = requiredActions[entry.slug] ?? {};
    expect(body.hero.actions ?? []).toEqual(expect.arrayContaining(required.hero ?? []));
    expect(closingActions(body.callToAction)).toEqual(required.closing ?? genericClosing);
  });

  it('lists at least one symptom for every emergency type', () => {
    for (const section of body.sections)
      if (section.kind === 'emergency-types')
        for (const item of section.items) expect(item.symptoms.length, item.title).toBeGreaterThan(0);
  });
});

describe('spec constants', () => {
  const section = (slug: string, id: string) =>
    bodies.find(([entry]) => entry.slug === slug)![1].sections.find((candidate) => candidate.id === id)!;

  it('gives the whitening durations and results', () => {
    const options = section('teeth-whitening', 'options');
    if (options.kind !== 'whitening-options') throw new Error('kind');
    expect(options.items.map((item) => [item.duration, item.results])).toEqual([
      ['1-2 hours', '3-8 shades brighter'],
      ['2-4 weeks', '2-6 shades brighter'],
      ['1-2 hours plus 2 weeks', '5-10 shades brighter'],
    ]);
  });

  it('gives the orthodontic durations and age groups', () => {
    const comparison = section('orthodontics', 'comparison');
    if (comparison.kind !== 'treatment-options') throw new Error('kind');
    expect(comparison.items.map((item) => item.duration)).toEqual([
      '18-24 months',
      '18-24 months',
      '18-30 months',
      '12-18 months',
    ]);
    const ages = section('orthodontics', 'ages');
    if (ages.kind !== 'age-groups') throw new Error('kind');
    expect(ages.items.map((group) => group.age)).toEqual(['Children (7-11)', 'Teens (12-18)', 'Adults (18+)']);
  });

  it('gives the oral-surgery durations, recoveries and sedation levels', () => {
    const procedures = section('oral-surgery', 'procedures');
    if (procedures.kind !== 'procedures') throw new Error('kind');
    expect(procedures.items.map((item) => [item.duration, item.recovery])).toEqual([
      ['30-60 minutes', '1-3 days'],
      ['1-2 hours', '3-7 days'],
      ['1-3 hours', '5-10 days'],
      ['1-2 hours', '3-6 months'],
    ]);
    const sedation = section('oral-surgery', 'sedation');
    if (sedation.kind !== 'sedation-options') throw new Error('kind');
    expect(sedation.items.map((item) => item.level)).toEqual(['Minimal', 'Mild', 'Moderate', 'Deep']);
    // Local anaesthetic numbs without sedating, so it is no sedation level of its own (issue 4: accurate copy).
    expect(sedation.items.map((item) => item.type).join()).not.toMatch(/local/i);
  });

  it('gives the emergency page its 24/7 hotline and a hero button that dials the emergency line', () => {
    const emergency: ServiceBody = bodies.find(([entry]) => entry.slug === 'emergency-care')![1];
    expect(emergency.hotline?.title).toContain('24/7');
    expect(emergency.hotline?.label).toBeTruthy();
    expect(emergency.hero.actions).toContainEqual(expect.objectContaining({ kind: 'call', phone: 'emergency' }));
  });

  it('gives implant healing of 3-6 months, the 30-minute knocked-out-tooth rule and the parent tips', () => {
    const process = section('dental-implants', 'process');
    expect(JSON.stringify(process)).toContain('3-6 months');
    expect(JSON.stringify(section('emergency-care', 'care-tips'))).toContain('within 30 minutes');
    const tips = JSON.stringify(section('pediatric-dentistry', 'parent-tips'));
    expect(tips).toContain('First visit by age 1');
    expect(tips).toContain('every 6 months');
  });
});

describe('services overview', () => {
  it('has an element for each of the nine anchors the footer and Home link to', () => {
    const ids = [
      ...overview.sections.map((section) => section.id),
      ...overview.specialities.items.map((item) => item.id),
    ];
    expect(ids.sort()).toEqual([...serviceSectionIds].sort());
  });

  it('lists the spec’s items in preventive, restorative, cosmetic and technology', () => {
    expect(overview.sections.map((section) => section.items.length)).toEqual([3, 4, 4]);
    expect(overview.technology.items.map((item) => item.title)).toEqual([
      'Same-Day Crown System',
      'Digital X-Rays',
      '3D Scanner',
      'Cloud Scanning',
    ]);
  });
});
