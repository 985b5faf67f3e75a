/**
 * Each review platform page's meta description. Read by the prerender only (src/route-descriptions.ts): the browser
 * keeps the prerendered page's description, so these stay out of the registry that every page loads.
 */
import type { ReviewPlatformSlug } from './slugs';

export const reviewPlatformDescriptions = {
  google:
    'Read what patients say about our dental clinic on Google: average rating 4.8 from 127 reviews, with a full star breakdown.',
  facebook:
    'Recommendations from our Facebook community: average rating 4.9 from 89 reviews, with a full star breakdown.',
  yelp: 'Honest Yelp reviews of our dental care: average rating 4.7 from 156 reviews, with a full star breakdown.',
  healthgrades:
    'Patient ratings of our dentists on Healthgrades: average rating 4.8 from 73 reviews, by specialty.',
  zocdoc: 'Verified reviews from patients who booked through Zocdoc: average rating 4.9 from 94 reviews.',
  vitals:
    'Professional reviews from referring doctors on Vitals: average rating 4.7 from 45 reviews of our clinical work.',
} satisfies Record<ReviewPlatformSlug, string>;
