/**
 * The gallery pages' slugs: which pages the family has, and their order (content/registry.ts). A module of its own so that
 * the family's types, its registry (index.ts) and the paths (content/paths.ts) read them without importing each other.
 */
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
