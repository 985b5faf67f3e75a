/**
 * Every internal href comes from here, so a route is spelled once. The slugs of each page family come from its
 * registry (content/registry.ts).
 */
import type { ServiceSlug } from '../content/services';
import type { ReviewPlatformSlug } from '../content/reviews';
import type { GallerySlug } from '../content/gallery';

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
