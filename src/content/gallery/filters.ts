import { titleCase } from './text';
import type { Category } from './types';

export const ALL_CATEGORIES = 'all';

/** Items of one category; `all` keeps everything (spec §4). */
export function filterByCategory<T>(
  items: readonly T[],
  categoryId: string,
  categoryOf: (item: T) => string,
): T[] {
  return categoryId === ALL_CATEGORIES ? [...items] : items.filter((item) => categoryOf(item) === categoryId);
}

/** The category named in the URL (`?category=implant`), or `all` when missing or unknown (issue 6). */
export function parseCategoryParam(value: string | null, categories: readonly Category[]): string {
  return value && categories.some((category) => category.id === value) ? value : ALL_CATEGORIES;
}

/**
 * A category's display name from the page's own filter list ("implant" → "Implant"), so badges and details
 * read like the filter buttons; title case only for an id the list lacks.
 */
export function categoryLabel(categoryId: string, categories: readonly Category[]): string {
  return categories.find((category) => category.id === categoryId)?.name ?? titleCase(categoryId);
}
