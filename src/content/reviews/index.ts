/**
 * The registry of the six review platforms (content/registry.ts): what the overview shows of each (spec §3 "Review
 * platform": name, badge initials, rating and count; ratings 4.7 to 4.9, counts 200, 150, 180, 120, 140, 95), its
 * page's title for the route table and <title>, and its page body, loaded lazily. Its meta description is in
 * descriptions.ts, which only the prerender reads.
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
    load: () => import('./google'),
  },
  facebook: {
    name: 'Facebook',
    icon: 'f',
    rating: 4.9,
    reviewCount: 150,
    url: 'https://www.facebook.com',
    title: 'Facebook Reviews',
    load: () => import('./facebook'),
  },
  yelp: {
    name: 'Yelp',
    icon: 'Y',
    rating: 4.7,
    reviewCount: 180,
    url: 'https://www.yelp.com',
    title: 'Yelp Reviews',
    load: () => import('./yelp'),
  },
  healthgrades: {
    name: 'Healthgrades',
    icon: 'H',
    rating: 4.8,
    reviewCount: 120,
    url: 'https://www.healthgrades.com',
    title: 'Healthgrades Reviews',
    load: () => import('./healthgrades'),
  },
  zocdoc: {
    name: 'Zocdoc',
    icon: 'Z',
    rating: 4.9,
    reviewCount: 140,
    url: 'https://www.zocdoc.com',
    title: 'Zocdoc Reviews',
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
    load: () => import('./vitals'),
  },
} satisfies Record<ReviewPlatformSlug, ReviewPlatformEntryData>;

export const reviewPlatformEntries = registryEntries<ReviewPlatformSlug, ReviewPlatformEntryData>(
  reviewPlatformSlugs,
  reviewPlatformRegistry,
);
