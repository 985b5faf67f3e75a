/**
 * Facts a patient can check against each other (issue 18, "Details a patient can trust"), held across the content
 * modules so that they cannot drift apart: phone numbers, the doctors' years, the order of events, the counts the
 * gallery states, the service pages' buttons and one spelling convention (US English).
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { clinic } from '../../../src/content/clinic';
import { about } from '../../../src/content/about';
import { doctorNames } from '../../../src/content/doctors';
import { home } from '../../../src/content/home';
import { gallerySections } from '../../../src/content/gallery';
import type { GallerySlug } from '../../../src/content/gallery/slugs';
import events from '../../../src/content/gallery/events';
import teamGallery from '../../../src/content/gallery/team-gallery';
import type { GalleryView } from '../../../src/content/gallery/types';
import { reviewPlatformEntries } from '../../../src/content/reviews';
import { services } from '../../../src/content/services';
import { actionHref, closingActions } from '../../../src/content/services/actions';
import { NotFoundPage } from '../../../src/pages/not-found-page';

/** Every content module, eager and lazy alike: what the registries load is among them. */
const contentModules = import.meta.glob<Record<string, unknown>>('/src/content/**/*.ts', { eager: true });
const serviceBodies = await Promise.all(
  services.map(async (entry) => [entry.slug, (await entry.load()).default] as const),
);
const galleryContents = await Promise.all(
  gallerySections.map(async (section) => [section.id, (await section.load()).default.view] as const),
);
const reviewBodies = await Promise.all(
  reviewPlatformEntries.map(async (entry) => [entry.slug, (await entry.load()).default] as const),
);

/**
 * Every string reachable from `value`, with where it was found. Icons (React components) hold no text; a gallery
 * page's cards and modal are in its `view` (content/gallery/define.ts).
 */
function strings(value: unknown, path: string, seen = new WeakSet<object>()): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  if ('$$typeof' in value) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`, seen));
}

// One `seen` for all: a page body the glob already walked is not reported twice through its registry.
const walked = new WeakSet<object>();
const contentStrings: [string, string][] = [
  ...Object.entries(contentModules).flatMap(([file, exports]) => strings(exports, file, walked)),
  ...serviceBodies.flatMap(([slug, body]) => strings(body, `services/${slug}`, walked)),
  ...galleryContents.flatMap(([slug, content]) => strings(content, `gallery/${slug}`, walked)),
  ...reviewBodies.flatMap(([slug, body]) => strings(body, `reviews/${slug}`, walked)),
];

/** The 404 page as scripts/build/prerender.ts renders it, and the text a visitor sees or hears on it. */
const notFoundMarkup = renderToStaticMarkup(createElement(NotFoundPage));
const notFoundDocument = new DOMParser().parseFromString(notFoundMarkup, 'text/html');
const notFoundText = [
  notFoundDocument.body.textContent ?? '',
  ...[...notFoundDocument.querySelectorAll('[aria-label], [alt], [title]')].flatMap((element) =>
    ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
  ),
].join('\n');

describe('phone numbers', () => {
  const allowed = new Set(
    Object.values(clinic.phones).flatMap((phone) => [phone.display, phone.e164, phone.e164.slice(2)]),
  );
  const phoneLike = /(?:\+1)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

  it('names only the main number and the emergency line anywhere in the content', () => {
    const numbers = contentStrings.flatMap(([path, text]) =>
      [...text.matchAll(phoneLike)].map((match) => [path, match[0]] as const),
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (const [path, number] of numbers) expect(allowed, `${path}: ${number}`).toContain(number);
  });

  it('names and dials only those two on the 404 page', () => {
    for (const [number] of notFoundText.matchAll(phoneLike)) expect(allowed, number).toContain(number);
    expect(notFoundMarkup).toContain(`href="tel:${clinic.phones.main.e164}"`);
  });
});

describe('years of experience', () => {
  /** The years a text claims, with its "+" if any: "10+ years of experience" → "10+". */
  const years = (text: string) => {
    const match = /(\d+\+?) years/i.exec(text);
    if (!match?.[1]) throw new Error(`No years in "${text}"`);
    return match[1];
  };
  const bioYears = (name: string) => {
    const doctor = about.doctors.find((candidate) => candidate.name === name)!;
    return years(JSON.stringify(doctor.bio));
  };
  const team = teamGallery;
  /** Team Gallery positions the About page profiles as a doctor (the founder leads the clinic's dentistry). */
  const sharedRoles: Record<string, keyof typeof doctorNames> = {
    'Lead Dentist': 'founder',
    Orthodontist: 'orthodontist',
  };

  it('gives the About doctors the spec’s claims 8, 10+, 12 and 9, the founder agreeing with Home', () => {
    expect(about.doctors.map((doctor) => bioYears(doctor.name)).sort()).toEqual(['10+', '12', '8', '9']);
    // Home says "about ten years" (spec §1): the founder's claim is 10+, never 8.
    expect(home.founder.experience).toMatch(/\b10 years/i);
    expect(bioYears(doctorNames.founder.name)).toBe('10+');
  });

  it.each(Object.entries(sharedRoles))(
    'says the same years for the %s as the About page does',
    (position, key) => {
      const member = team.items.find((item) => item.position === position)!;
      expect(member.experience).toBe(doctorNames[key].experience);
      expect(years(member.experience)).toBe(bioYears(doctorNames[key].name));
    },
  );

  it('words every other member’s years by their own field, so none reads as a doctor’s claim', () => {
    const others = team.items.filter((item) => !(item.position in sharedRoles));
    expect(others.map((item) => item.position)).toContain('Oral Surgeon');
    for (const member of others) expect(member.experience, member.position).toMatch(/^\d+\+? years in \w/);
  });
});

describe('gallery', () => {
  const content = (slug: GallerySlug) => galleryContents.find(([candidate]) => candidate === slug)![1];
  const imagesShown = (page: GalleryView) =>
    page.items.reduce((total, item) => total + item.card.images.length, 0);

  it('lists events most recent first', () => {
    const dates = events.items.map((item) => Date.parse(item.date));
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('states in the Smile Transformations intro the cases and images its page shows', () => {
    const page = content('smile-transformations');
    const match = /(\d+) cases? in (\d+) before-and-after images?/.exec(page.subtitle);
    expect(match, page.subtitle).not.toBeNull();
    expect(Number(match![1])).toBe(page.items.length);
    expect(Number(match![2])).toBe(imagesShown(page));
  });

  it.each(gallerySections.map((section) => [section.id, section] as const))(
    'gives the %s index card a count of what its page shows',
    (slug, section) => {
      const page = content(slug);
      expect(section.imageCount).toBe(section.countNoun === 'case' ? page.items.length : imagesShown(page));
    },
  );
});

describe('service pages', () => {
  it.each(serviceBodies)('%s never puts two buttons to the same place side by side', (_slug, body) => {
    for (const group of [body.hero.actions ?? [], closingActions(body.callToAction)]) {
      const hrefs = group.map(actionHref);
      hrefs.slice(1).forEach((href, index) => expect(href, JSON.stringify(group)).not.toBe(hrefs[index]));
    }
    // The closing band has one link to the contact page: "Contact Us" or the page's own wording for it.
    expect(closingActions(body.callToAction).filter((action) => action.kind === 'contact')).toHaveLength(1);
  });
});

describe('spelling', () => {
  /**
   * British spellings and usage that once appeared, or easily could (issue 18: US English throughout). Whole words,
   * so code-like values (aria-labelledby) are not words here.
   */
  const british = new RegExp(
    `\\b(${[
      '\\w*colour\\w*',
      '\\w*anaesth\\w*',
      'paediatr\\w*',
      'haem\\w*',
      'orthopaed\\w*',
      'oesophag\\w*',
      'anaemi\\w*',
      'behaviour\\w*',
      'centres?',
      'centred',
      'favourite\\w*',
      '\\w*honour\\w*',
      'neighbour\\w*',
      'labour\\w*',
      'flavour\\w*',
      'humour\\w*',
      'odour\\w*',
      'tumour\\w*',
      'fibres?',
      'litres?',
      'metres?',
      'theatres?',
      'moulds?',
      'enrol(?:s|ment)?',
      'fulfil(?:s|ment)?',
      'programmes?',
      'practis(?:e|es|ed|ing)',
      'specialit(?:y|ies)',
      'instalments?',
      'storey',
      'counsell\\w*',
      'travell\\w*',
      'cancell(?:ed|ing)',
      'licence',
      'defence',
      'offence',
      'catalogue',
      'cheque',
      'grey',
      'tyres?',
      'ageing',
      'jewellery',
      'aluminium',
      'manoeuvre\\w*',
      'judgement',
      'whilst',
      'amongst',
      'learnt',
      'spelt',
      'carers?',
      // -ise and -yse verbs (organise, sterilised, analysing) and -isation nouns, but not the words US English
      // spells with -ise as well (promise, precise, advise …).
      `\\w+(?:is|ys)(?:e|ed|es|ing)(?<!${usIse()})`,
      '\\w+isations?',
    ].join('|')})\\b`,
    'gi',
  );

  /** Words ending in -ise that US English spells so too, with their inflections. */
  function usIse(): string {
    return [
      'promise',
      'precise',
      'concise',
      'otherwise',
      'likewise',
      'clockwise',
      'supervise',
      'surprise',
      'praise',
      'raise',
      'arise',
      'advise',
      'revise',
      'devise',
      'exercise',
      'expertise',
      'franchise',
      'compromise',
      'comprise',
      'enterprise',
      'premise',
      'disguise',
      'improvise',
      'televise',
      'despise',
      'merchandise',
      'paradise',
      'bruise',
      'cruise',
      'demise',
      'noise',
      'poise',
      'wise',
      'rise',
    ]
      .flatMap((word) => [word, `${word}d`, `${word}s`, `${word.slice(0, -1)}ing`])
      .map((word) => `\\b${word}`)
      .join('|');
  }

  /** The clinic's proper name keeps its spelling ("Centre"); everything else is checked. */
  const withoutProperName = (text: string) => text.replaceAll(clinic.name, '');

  it('finds the British spellings it is meant to find', () => {
    for (const word of [
      'colour',
      'Tooth-coloured',
      'anaesthetic',
      'centre',
      'organise',
      'sterilisation',
      'practise',
    ])
      expect(word.match(british), word).not.toBeNull();
    for (const word of ['color', 'anesthetic', 'center', 'promise', 'precise', 'supervised', 'practice', 'wise'])
      expect(word.match(british), word).toBeNull();
  });

  it('uses US spelling in every visible content string, the proper name aside', () => {
    const found = contentStrings.flatMap(([path, text]) =>
      (withoutProperName(text).match(british) ?? []).map((word) => `${path}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('uses US spelling on the 404 page', () => {
    expect(notFoundText).toContain('Page not found');
    expect(withoutProperName(notFoundText).match(british)).toBeNull();
  });

  it('uses US spelling in clinic.description (src/content/clinic.ts)', () => {
    expect(withoutProperName(clinic.description).match(british)).toBeNull();
  });
});
