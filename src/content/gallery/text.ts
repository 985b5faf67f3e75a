import { plural } from '../../lib/plural';
import type { GallerySection } from './types';

/** Story previews (spec §3, §9: first 100 characters plus an ellipsis), cut at a word boundary (issue 6). */
export function storyPreview(story: string, limit = 100): string {
  if (story.length <= limit) return story;
  const head = story.slice(0, limit);
  // A space right after the limit means the head already ends on a whole word: keep it.
  const endsOnWord = /\s/.test(story.charAt(limit));
  const lastSpace = head.lastIndexOf(' ');
  const words = endsOnWord || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  const cut = words.replace(/[\s.,;:!?–—-]+$/, '');
  return `${cut}…`;
}

/** "community" → "Community" (event types are shown in title case, spec §3). */
export function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The index card's count: "12 images", or "8 cases" where the spec's number counts cases (types.ts, countNoun). */
export function sectionCount(section: GallerySection): string {
  return plural(section.imageCount, section.countNoun ?? 'image');
}
