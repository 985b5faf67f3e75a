/**
 * Every internal href comes from here, so a route is spelled once. In content/, not lib/: the slugs of each page
 * family are content (its slugs.ts), and lib/ imports nothing from above it.
 */
import type { ServiceSlug } from './services/slugs';
import type { ReviewPlatformSlug } from './reviews/slugs';
import type { GallerySlug } from './gallery/slugs';

/** The overview's anchors; the footer and Home link to all nine (spec §2). */
export const serviceSectionIds = [
  'preventive',
  'restorative',
  'cosmetic',
  'orthodontics',
  'pediatric',
  'periodontal',
  'surgery',
  'endodontics',
  'emergency',
] as const;
export type ServiceSectionId = (typeof serviceSectionIds)[number];

export const paths = {
  home: () => '/',
  homeAlias: () => '/home',
  services: () => '/services',
  servicesSection: (id: ServiceSectionId) => `/services#${id}`,
  service: (slug: ServiceSlug) => `/services/${slug}`,
  about: () => '/about',
  aboutDoctors: () => '/about#doctors',
  reviews: () => '/reviews',
  reviewPlatform: (slug: ReviewPlatformSlug) => `/reviews/${slug}`,
  gallery: () => '/smile-gallery',
  galleryPage: (slug: GallerySlug) => `/smile-gallery/${slug}`,
  contact: () => '/contact',
  sitemap: () => '/sitemap.xml',
} as const;
