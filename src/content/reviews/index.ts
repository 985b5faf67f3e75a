/**
 * The six platform pages in route order: title and description eagerly (route table, <title>), each page's body
 * lazily.
 */
import type { ReviewPlatformSlug } from '../../lib/paths';
import type { PlatformPage } from './types';

export type ReviewPageEntry = {
  readonly slug: ReviewPlatformSlug;
  readonly title: string;
  readonly description: string;
  readonly load: () => Promise<{ default: PlatformPage }>;
};

export const reviewPages: readonly ReviewPageEntry[] = [
  {
    slug: 'google',
    title: 'Google Reviews',
    description:
      'Read what patients say about our dental clinic on Google: average rating 4.8 from 127 reviews, with a full star breakdown.',
    load: () => import('./google'),
  },
  {
    slug: 'facebook',
    title: 'Facebook Reviews',
    description:
      'Recommendations from our Facebook community: average rating 4.9 from 89 reviews, with a full star breakdown.',
    load: () => import('./facebook'),
  },
  {
    slug: 'yelp',
    title: 'Yelp Reviews',
    description:
      'Honest Yelp reviews of our dental care: average rating 4.7 from 156 reviews, with a full star breakdown.',
    load: () => import('./yelp'),
  },
  {
    slug: 'healthgrades',
    title: 'Healthgrades Reviews',
    description:
      'Patient ratings of our dentists on Healthgrades: average rating 4.8 from 73 reviews, by specialty.',
    load: () => import('./healthgrades'),
  },
  {
    slug: 'zocdoc',
    title: 'Zocdoc Reviews',
    description: 'Verified reviews from patients who booked through Zocdoc: average rating 4.9 from 94 reviews.',
    load: () => import('./zocdoc'),
  },
  {
    slug: 'vitals',
    title: 'Professional Reviews on Vitals',
    description:
      'Professional reviews from referring doctors on Vitals: average rating 4.7 from 45 reviews of our clinical work.',
    load: () => import('./vitals'),
  },
];
