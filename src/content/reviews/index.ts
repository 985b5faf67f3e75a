/**
 * The registry of the six review platforms (content/registry.ts): what the overview shows of each (spec §3 "Review
 * platform": name, badge initials, rating and count; ratings 4.7 to 4.9, counts 200, 150, 180, 120, 140, 95), its
 * page's title and description for the route table and <title>, and its page body, loaded lazily.
 */
import { reviewPlatformSlugs, type ReviewPlatformSlug } from './slugs';
import { registryEntries, type RegistryEntry } from '../registry';
import type { ReviewPlatformEntryData } from './types';

export type ReviewPlatformEntry = RegistryEntry<ReviewPlatformSlug, ReviewPlatformEntryData>;

const reviewPlatformRegistry = {
  google: {
    name: 'Google',
    icon: 'G',
    rating: 4.8,
    reviewCount: 200,
    url: 'https://www.google.com/maps',
    title: 'Google Reviews',
    description:
      'Read what patients say about our dental clinic on Google: average rating 4.8 from 127 reviews, with a full star breakdown.',
    load: () => import('./google'),
  },
  facebook: {
    name: 'Facebook',
    icon: 'f',
    rating: 4.9,
    reviewCount: 150,
    url: 'https://www.facebook.com',
    title: 'Facebook Reviews',
    description:
      'Recommendations from our Facebook community: average rating 4.9 from 89 reviews, with a full star breakdown.',
    load: () => import('./facebook'),
  },
  yelp: {
    name: 'Yelp',
    icon: 'Y',
    rating: 4.7,
    reviewCount: 180,
    url: 'https://www.yelp.com',
    title: 'Yelp Reviews',
    description:
      'Honest Yelp reviews of our dental care: average rating 4.7 from 156 reviews, with a full star breakdown.',
    load: () => import('./yelp'),
  },
  healthgrades: {
    name: 'Healthgrades',
    icon: 'H',
    rating: 4.8,
    reviewCount: 120,
    url: 'https://www.healthgrades.com',
    title: 'Healthgrades Reviews',
    description:
      'Patient ratings of our dentists on Healthgrades: average rating 4.8 from 73 reviews, by specialty.',
    load: () => import('./healthgrades'),
  },
  zocdoc: {
    name: 'Zocdoc',
    icon: 'Z',
    rating: 4.9,
    reviewCount: 140,
    url: 'https://www.zocdoc.com',
    title: 'Zocdoc Reviews',
    description: 'Verified reviews from patients who booked through Zocdoc: average rating 4.9 from 94 reviews.',
    load: () => import('./zocdoc'),
  },
  // The overview says 95 reviews; the Vitals page itself reports 45 (spec §9): both are shown as given.
  vitals: {
    name: 'Vitals',
    icon: 'V',
    rating: 4.7,
    reviewCount: 95,
    url: 'https://www.vitals.com',
    title: 'Professional Reviews on Vitals',
    description:
      'Professional reviews from referring doctors on Vitals: average rating 4.7 from 45 reviews of our clinical work.',
    load: () => import('./vitals'),
  },
} satisfies Record<ReviewPlatformSlug, ReviewPlatformEntryData>;

export const reviewPlatformEntries = registryEntries<ReviewPlatformSlug, ReviewPlatformEntryData>(
  reviewPlatformSlugs,
  reviewPlatformRegistry,
);
