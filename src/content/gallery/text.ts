/** Story previews (spec §3, §9: first 100 characters plus an ellipsis), cut at a word boundary (issue 6). */
export function storyPreview(story: string, limit = 100): string {
  if (story.length <= limit) return story;
  const head = story.slice(0, limit);
  const lastSpace = head.lastIndexOf(' ');
  const cut = (lastSpace > 0 ? head.slice(0, lastSpace) : head).replace(/[\s.,;:!?–—-]+$/, '');
  return `${cut}…`;
}

/** "community" → "Community" (event types are shown in title case, spec §3). */
export function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
