import { reviewPlatformSlugs, type ReviewPlatformSlug } from '../../lib/paths';
import type { ReviewPlatform } from './types';

/** The six platforms of the overview (spec §3, §9): ratings 4.7 to 4.9; counts 200, 150, 180, 120, 140, 95. */
export const reviewPlatforms = [
  {
    name: 'Google',
    icon: 'G',
    rating: 4.8,
    reviewCount: 200,
    component: 'google-reviews',
    url: 'https://www.google.com/maps',
  },
  {
    name: 'Facebook',
    icon: 'f',
    rating: 4.9,
    reviewCount: 150,
    component: 'facebook-reviews',
    url: 'https://www.facebook.com',
  },
  {
    name: 'Yelp',
    icon: 'Y',
    rating: 4.7,
    reviewCount: 180,
    component: 'yelp-reviews',
    url: 'https://www.yelp.com',
  },
  {
    name: 'Healthgrades',
    icon: 'H',
    rating: 4.8,
    reviewCount: 120,
    component: 'healthgrades-reviews',
    url: 'https://www.healthgrades.com',
  },
  {
    name: 'Zocdoc',
    icon: 'Z',
    rating: 4.9,
    reviewCount: 140,
    component: 'zocdoc-reviews',
    url: 'https://www.zocdoc.com',
  },
  // The overview says 95 reviews; the Vitals page itself reports 45 (spec §9): both are shown as given.
  {
    name: 'Vitals',
    icon: 'V',
    rating: 4.7,
    reviewCount: 95,
    component: 'vitals-reviews',
    url: 'https://www.vitals.com',
  },
] as const satisfies readonly ReviewPlatform[];

/** The route's short slug from a record's component value: `google-reviews` → `google`. */
export function platformSlugFromComponent(component: string): ReviewPlatformSlug {
  const slug = component.replace(/-reviews$/, '');
  const known = reviewPlatformSlugs.find((candidate) => candidate === slug);
  if (!known) throw new Error(`Unknown review platform component: ${component}`);
  return known;
}
