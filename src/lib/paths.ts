/** Every internal href comes from here, so a route is spelled once. */
export const serviceSlugs = [
  'preventive-care',
  'restorative-care',
  'cosmetic-services',
  'emergency-care',
  'dental-implants',
  'invisalign',
  'teeth-whitening',
  'periodontics',
  'endodontics',
  'orthodontics',
  'pediatric-dentistry',
  'oral-surgery',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

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

export const reviewPlatformSlugs = ['google', 'facebook', 'yelp', 'healthgrades', 'zocdoc', 'vitals'] as const;
export type ReviewPlatformSlug = (typeof reviewPlatformSlugs)[number];

export const gallerySlugs = [
  'before-after',
  'our-work',
  'smile-transformations',
  'smile-showcase',
  'clinic-photos',
  'events',
  'patient-stories',
  'technology-showcase',
  'team-gallery',
  'awards-recognition',
] as const;
export type GallerySlug = (typeof gallerySlugs)[number];

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
