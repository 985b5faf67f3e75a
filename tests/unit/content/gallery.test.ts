// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gallerySections, galleryStats } from '../../../src/content/gallery';
import { gallerySlugs, type GallerySlug } from '../../../src/content/gallery/slugs';
import patientStories from '../../../src/content/gallery/patient-stories';
import smileShowcase from '../../../src/content/gallery/smile-showcase';
import { filterByCategory, parseCategoryParam } from '../../../src/content/gallery/filters';
import { storyPreview, titleCase } from '../../../src/content/gallery/text';
import { galleryImageCounts, galleryItemCounts } from '../../support/spec-constants';

/** Each page as its template shows it (content/gallery/define.ts). */
const modules = await Promise.all(
  gallerySections.map(async (section) => [section.id, (await section.load()).default.view] as const),
);

describe.each(modules)('gallery page %s', (slug, content) => {
  it('has the spec’s number of items, with unique ids, and renders each to a card and details', () => {
    expect(content.items).toHaveLength(galleryItemCounts[slug]);
    expect(new Set(content.items.map((item) => item.id)).size).toBe(content.items.length);
    for (const item of content.items) {
      expect(item.card.title).toBeTruthy();
      expect(item.details.description).toBeTruthy();
    }
  });

  it('gives every card’s button a unique accessible name', () => {
    // The template names each button "<action>: <distinct title or title>" (two Dental Hygienists, issue 6).
    const names = content.items.map(({ card }) => `${card.actionLabel}: ${card.distinctTitle ?? card.title}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('gallery index', () => {
  it('has ten sections in route order with the spec’s image counts and the stats band', () => {
    expect(gallerySections.map((section) => section.id)).toEqual([...gallerySlugs]);
    expect(gallerySections.map((section) => section.imageCount)).toEqual(galleryImageCounts);
    expect(galleryStats.map((stat) => stat.value)).toEqual(['500+', '1000+', '15+', '98%']);
  });
});

describe('page specifics', () => {
  const content = (slug: GallerySlug) => modules.find(([candidate]) => candidate === slug)![1];

  it('our-work offers All plus eight categories and Basic/Moderate/Advanced difficulties', () => {
    const work = content('our-work');
    expect(work.categories!.map((category) => category.id)).toEqual([
      'all',
      'restoration',
      'cosmetic',
      'implant',
      'endodontics',
      'surgery',
      'preventive',
      'periodontics',
      'orthodontics',
    ]);
    const difficulties = new Set(
      work.items.map((item) => item.details.facts.find((fact) => fact.label === 'Difficulty')!.value),
    );
    expect([...difficulties].sort()).toEqual(['Advanced', 'Basic', 'Moderate']);
  });

  it('smile-showcase offers All plus four categories and satisfaction from 93 to 100', () => {
    const showcase = content('smile-showcase');
    expect(showcase.categories).toEqual(smileShowcase.categories);
    expect(showcase.categories!.map((category) => category.id)).toEqual([
      'all',
      'cosmetic',
      'implant',
      'orthodontics',
      'restoration',
    ]);
    for (const item of smileShowcase.items) {
      expect(item.satisfaction).toBeGreaterThanOrEqual(93);
      expect(item.satisfaction).toBeLessThanOrEqual(100);
    }
  });

  it.each(['our-work', 'smile-showcase'] as const)('%s has at least one item in every category', (slug) => {
    const page = content(slug);
    const used = new Set(page.items.map((item) => item.category));
    for (const category of page.categories!.slice(1)) expect(used, category.id).toContain(category.id);
    expect([...used].every((id) => page.categories!.some((category) => category.id === id))).toBe(true);
  });

  it('team-gallery has the seven positions and no names', () => {
    const team = content('team-gallery');
    expect(team.items.map((item) => item.card.title)).toEqual([
      'Lead Dentist',
      'Orthodontist',
      'Oral Surgeon',
      'Dental Hygienist',
      'Dental Hygienist',
      'Dental Assistant',
      'Dental Assistant',
    ]);
    expect(JSON.stringify(team.items)).not.toMatch(/Dr\. /);
    expect(team.items[0]!.card.actionLabel).toBe('View Profile');
  });

  it.each(['our-work', 'smile-showcase'] as const)(
    '%s shows each item’s category by its filter name, not its id',
    (slug) => {
      const page = content(slug);
      for (const item of page.items) {
        const name = page.categories!.find((category) => category.id === item.category)!.name;
        expect(item.card.badge).toBe(name);
        expect(item.details.facts.find((fact) => fact.label === 'Category')!.value).toBe(name);
      }
    },
  );

  it.each([
    ['clinic-photos', 'Area', ['Reception', 'Waiting', 'Treatment', 'Equipment', 'Staff']],
    ['technology-showcase', 'Category', ['Imaging', 'Restoration', 'Digital', 'Treatment']],
  ] as const)('%s shows its fixed %s values capitalised', (slug, label, allowed) => {
    const page = content(slug);
    for (const item of page.items) {
      expect(allowed).toContain(item.card.badge);
      expect(allowed).toContain(item.details.facts.find((fact) => fact.label === label)!.value);
    }
  });

  it('keeps free text as written, e.g. durations stay "2 weeks" (the template no longer capitalises)', () => {
    const work = content('our-work');
    const durations = work.items.map(
      (item) => item.details.facts.find((fact) => fact.label === 'Duration')!.value,
    );
    expect(durations).toContain('2 weeks');
    const team = content('team-gallery');
    const education = team.items[0]!.details.facts.find((fact) => fact.label === 'Education')!.value;
    expect(education).toBe('Graduate of a government dental college');
  });

  it('patient stories are rated 5, shown as N/5 and previewed to 100 characters', () => {
    for (const item of patientStories.items) {
      const card = patientStories.toCard(item);
      expect(card.rating).toBe(5);
      expect(card.actionLabel).toBe('Read Full Story');
      // The modal states the rating once (stars and "5/5"), not again as a fact.
      const details = patientStories.toDetails(item);
      expect(details.rating).toBe(5);
      expect(details.facts.map((fact) => fact.label)).not.toContain('Rating');
      expect(card.summary.endsWith('…')).toBe(true);
      expect(card.summary.length - 1).toBeLessThanOrEqual(100);
      const { story } = item;
      expect(story.length).toBeGreaterThanOrEqual(250);
      expect(story.length).toBeLessThanOrEqual(500);
      // The preview is the story's own opening, cut between words.
      const head = card.summary.slice(0, -1);
      expect(story.startsWith(head)).toBe(true);
      expect(story.charAt(head.length)).toMatch(/[\s.,;:!?]/);
    }
  });

  it('events are of the three types, shown in title case, dated 2024, with "N attendees"', () => {
    for (const { card } of content('events').items) {
      expect(['Community', 'Seminar', 'Awareness']).toContain(card.badge);
      expect(card.meta!.join(' ')).toMatch(/2024/);
      expect(card.meta!.join(' ')).toMatch(/\d+ attendees/);
    }
  });
});

describe('filterByCategory and parseCategoryParam', () => {
  const items = [
    { id: 1, category: 'implant' },
    { id: 2, category: 'cosmetic' },
    { id: 3, category: 'implant' },
  ];
  const categories = [
    { id: 'all', name: 'All' },
    { id: 'implant', name: 'Implant' },
    { id: 'cosmetic', name: 'Cosmetic' },
    { id: 'surgery', name: 'Surgery' },
  ];
  const byCategory = (item: { category: string }) => item.category;

  it('keeps everything for All and only the chosen category otherwise', () => {
    expect(filterByCategory(items, 'all', byCategory)).toHaveLength(3);
    expect(filterByCategory(items, 'implant', byCategory).map((item) => item.id)).toEqual([1, 3]);
    expect(filterByCategory(items, 'cosmetic', byCategory).map((item) => item.id)).toEqual([2]);
  });

  it('returns nothing for an empty category', () => {
    expect(filterByCategory(items, 'surgery', byCategory)).toEqual([]);
  });

  it('falls back to All for a missing or unknown query value', () => {
    expect(parseCategoryParam(null, categories)).toBe('all');
    expect(parseCategoryParam('unicorns', categories)).toBe('all');
    expect(parseCategoryParam('implant', categories)).toBe('implant');
  });
});

describe('storyPreview and titleCase', () => {
  it('keeps a short story whole', () => {
    expect(storyPreview('Short and sweet.')).toBe('Short and sweet.');
  });

  it('cuts a long story at a word boundary within 100 characters and adds an ellipsis', () => {
    const story = 'word '.repeat(40).trim();
    const preview = storyPreview(story);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length - 1).toBeLessThanOrEqual(100);
    expect(preview.slice(0, -1).endsWith('word')).toBe(true);
  });

  it('keeps a last word that ends exactly at the limit', () => {
    expect(storyPreview('aaa bbb ccc', 7)).toBe('aaa bbb…');
    expect(storyPreview('aaa bbb ccc', 6)).toBe('aaa…');
    // At the real limit: the tenth word ends on character 100 and a space follows it.
    const story = `x${'abcdefghi '.repeat(11)}`.trim();
    expect(story.charAt(100)).toBe(' ');
    expect(storyPreview(story)).toBe(`${story.slice(0, 100)}…`);
  });

  it('title-cases event types', () => {
    expect(titleCase('community')).toBe('Community');
    expect(titleCase('awareness')).toBe('Awareness');
  });
});
