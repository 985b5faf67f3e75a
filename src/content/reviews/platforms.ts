import { reviewPlatformEntries } from '.';
import { reviewPlatformSlugs, type ReviewPlatformSlug } from './slugs';
import type { ReviewPlatform } from './types';

/**
 * The six platforms as the spec's records (§3), in the registry's order, for the overview: each record's `component`
 * value builds its link (spec §2, note on reviews).
 */
export const reviewPlatforms: readonly ReviewPlatform[] = reviewPlatformEntries.map(
  ({ name, icon, rating, reviewCount, url, slug }) => ({
    name,
    icon,
    rating,
    reviewCount,
    url,
    component: `${slug}-reviews`,
  }),
);

/** The route's short slug from a record's component value: `google-reviews` → `google`. */
export function platformSlugFromComponent(component: string): ReviewPlatformSlug {
  const slug = component.replace(/-reviews$/, '');
  const known = reviewPlatformSlugs.find((candidate) => candidate === slug);
  if (!known) throw new Error(`Unknown review platform component: ${component}`);
  return known;
}
