/**
 * The specification's counts (§2, §9), written once. Tests take the number of pages from the registries and check
 * the registries against these, so a page added to a registry is tested everywhere with no count to update, and a
 * page lost from one fails here.
 */
export const specCounts = {
  services: 12,
  reviewPlatforms: 6,
  galleries: 10,
  /** Every URL of the sitemap and the route table: 34 routes plus the /home alias. */
  urls: 35,
} as const;

/** Spec §9: how many items each gallery page has. */
export const galleryItemCounts = {
  'before-after': 6,
  'our-work': 15,
  'smile-transformations': 8,
  'smile-showcase': 20,
  'clinic-photos': 10,
  events: 6,
  'patient-stories': 8,
  'technology-showcase': 5,
  'team-gallery': 7,
  'awards-recognition': 4,
} as const;

/** Spec §9: each gallery index card's image count, in route order. */
export const galleryImageCounts = [12, 15, 8, 20, 10, 6, 8, 5, 7, 4];
