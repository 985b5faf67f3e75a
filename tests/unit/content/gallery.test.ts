import { describe, expect, it } from 'vitest';
import { galleryPages, gallerySections, galleryStats } from '../../../src/content/gallery';
import { filterByCategory, parseCategoryParam } from '../../../src/content/gallery/filters';
import { storyPreview, titleCase } from '../../../src/content/gallery/text';
import type { GalleryPageContent } from '../../../src/content/gallery/types';
import { gallerySlugs } from '../../../src/lib/paths';

/** Spec §9: how many items each gallery page has, and each index card's image count. */
const itemCounts = {
  'before-after': 6,
  'our-work': 15,
  'smile-transformations': 8,
  'smile-showcase': 20,
  'clinic-photos': 10,
  events: 6,
  'patient-stories': 8,
  'technology-showcase': 5,
  'team-gallery': 7,
  'awards-recognition': 4,
} as const;
const imageCounts = [12, 15, 8, 20, 10, 6, 8, 5, 7, 4];

const modules = await Promise.all(
  gallerySlugs.map(
    async (slug) =>
      [slug, (await galleryPages[slug]()).default as unknown as GalleryPageContent<{ id: number }>] as const,
  ),
);

describe.each(modules)('gallery page %s', (slug, content) => {
  it('has the spec’s number of items, with unique ids, and renders each to a card and details', () => {
    expect(content.items).toHaveLength(itemCounts[slug]);
    expect(new Set(content.items.map((item) => item.id)).size).toBe(content.items.length);
    for (const item of content.items) {
      expect(content.toCard(item).title).toBeTruthy();
      expect(content.toDetails(item).description).toBeTruthy();
    }
  });

  it('gives every card’s button a unique accessible name', () => {
    // The template names each button "<action>: <distinct title or title>" (two Dental Hygienists, issue 6).
    const names = content.items.map((item) => {
      const card = content.toCard(item);
      return `${card.actionLabel}: ${card.distinctTitle ?? card.title}`;
    });
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('gallery index', () => {
  it('has ten sections in route order with the spec’s image counts and the stats band', () => {
    expect(gallerySections.map((section) => section.id)).toEqual([...gallerySlugs]);
    expect(gallerySections.map((section) => section.imageCount)).toEqual(imageCounts);
    expect(galleryStats.map((stat) => stat.value)).toEqual(['500+', '1000+', '15+', '98%']);
  });
});

describe('page specifics', () => {
  const content = (slug: (typeof gallerySlugs)[number]) => modules.find(([candidate]) => candidate === slug)![1];

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
      work.items.map((item) => work.toDetails(item).facts.find((fact) => fact.label === 'Difficulty')!.value),
    );
    expect([...difficulties].sort()).toEqual(['Advanced', 'Basic', 'Moderate']);
  });

  it('smile-showcase offers All plus four categories and satisfaction from 93 to 100', () => {
    const showcase = content('smile-showcase');
    expect(showcase.categories!.map((category) => category.id)).toEqual([
      'all',
      'cosmetic',
      'implant',
      'orthodontics',
      'restoration',
    ]);
    for (const item of showcase.items as unknown as { satisfaction: number }[]) {
      expect(item.satisfaction).toBeGreaterThanOrEqual(93);
      expect(item.satisfaction).toBeLessThanOrEqual(100);
    }
  });

  it.each(['our-work', 'smile-showcase'] as const)('%s has at least one item in every category', (slug) => {
    const page = content(slug);
    const used = new Set((page.items as unknown as { category: string }[]).map((item) => item.category));
    for (const category of page.categories!.slice(1)) expect(used, category.id).toContain(category.id);
    expect([...used].every((id) => page.categories!.some((category) => category.id === id))).toBe(true);
  });

  it('team-gallery has the seven positions and no names', () => {
    const team = content('team-gallery');
    expect(team.items.map((item) => team.toCard(item).title)).toEqual([
      'Lead Dentist',
      'Orthodontist',
      'Oral Surgeon',
      'Dental Hygienist',
      'Dental Hygienist',
      'Dental Assistant',
      'Dental Assistant',
    ]);
    expect(JSON.stringify(team.items)).not.toMatch(/Dr\. /);
    expect(team.toCard(team.items[0]!).actionLabel).toBe('View Profile');
  });

  it.each(['our-work', 'smile-showcase'] as const)(
    '%s shows each item’s category by its filter name, not its id',
    (slug) => {
      const page = content(slug);
      for (const item of page.items) {
        const id = (item as unknown as { category: string }).category;
        const name = page.categories!.find((category) => category.id === id)!.name;
        expect(page.toCard(item).badge).toBe(name);
        expect(page.toDetails(item).facts.find((fact) => fact.label === 'Category')!.value).toBe(name);
      }
    },
  );

  it.each([
    ['clinic-photos', 'Area', ['Reception', 'Waiting', 'Treatment', 'Equipment', 'Staff']],
    ['technology-showcase', 'Category', ['Imaging', 'Restoration', 'Digital', 'Treatment']],
  ] as const)('%s shows its fixed %s values capitalised', (slug, label, allowed) => {
    const page = content(slug);
    for (const item of page.items) {
      expect(allowed).toContain(page.toCard(item).badge);
      expect(allowed).toContain(page.toDetails(item).facts.find((fact) => fact.label === label)!.value);
    }
  });

  it('keeps free text as written, e.g. durations stay "2 weeks" (the template no longer capitalises)', () => {
    const work = content('our-work');
    const durations = work.items.map(
      (item) => work.toDetails(item).facts.find((fact) => fact.label === 'Duration')!.value,
    );
    expect(durations).toContain('2 weeks');
    const team = content('team-gallery');
    const education = team.toDetails(team.items[0]!).facts.find((fact) => fact.label === 'Education')!.value;
    expect(education).toBe('Graduate of a government dental college');
  });

  it('patient stories are rated 5, shown as N/5 and previewed to 100 characters', () => {
    const stories = content('patient-stories');
    for (const item of stories.items) {
      const card = stories.toCard(item);
      expect(card.rating).toBe(5);
      expect(card.actionLabel).toBe('Read Full Story');
      // The modal states the rating once (stars and "5/5"), not again as a fact.
      const details = stories.toDetails(item);
      expect(details.rating).toBe(5);
      expect(details.facts.map((fact) => fact.label)).not.toContain('Rating');
      expect(card.summary.endsWith('…')).toBe(true);
      expect(card.summary.length - 1).toBeLessThanOrEqual(100);
      const story = (item as unknown as { story: string }).story;
      expect(story.length).toBeGreaterThanOrEqual(250);
      expect(story.length).toBeLessThanOrEqual(500);
      // The preview is the story's own opening, cut between words.
      const head = card.summary.slice(0, -1);
      expect(story.startsWith(head)).toBe(true);
      expect(story.charAt(head.length)).toMatch(/[\s.,;:!?]/);
    }
  });

  it('events are of the three types, shown in title case, dated 2024, with "N attendees"', () => {
    const events = content('events');
    for (const item of events.items) {
      const card = events.toCard(item);
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
