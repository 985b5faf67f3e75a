/**
 * The review platforms' slugs: which pages the family has, and their order (content/registry.ts). A module of its own so that
 * the family's types, its registry (index.ts) and the paths (content/paths.ts) read them without importing each other.
 */
export const reviewPlatformSlugs = ['google', 'facebook', 'yelp', 'healthgrades', 'zocdoc', 'vitals'] as const;
export type ReviewPlatformSlug = (typeof reviewPlatformSlugs)[number];
