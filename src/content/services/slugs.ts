/**
 * The service pages' slugs: which pages the family has, and their order (content/registry.ts). A module of its own so that
 * the family's types, its registry (index.ts) and the paths (content/paths.ts) read them without importing each other.
 */
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
