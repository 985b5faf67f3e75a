/**
 * Each route's meta description, for the prerender's <head> and the service pages' JSON-LD. Beside the route table
 * rather than in it: the browser keeps the prerendered page's description and never needs another, and the table is
 * in every page's JavaScript before it can hydrate (the descriptions were ~0.5 KB gzip of it; issue 41).
 */
import { gallerySections } from './content/gallery';
import { pageDescriptions } from './content/page-descriptions';
import { paths } from './content/paths';
import { reviewPlatformDescriptions } from './content/reviews/descriptions';
import { serviceDescriptions } from './content/services/descriptions';
import { reviewPlatformSlugs } from './content/reviews/slugs';
import { serviceSlugs } from './content/services/slugs';

const descriptions = new Map<string, string>([
  [paths.home(), pageDescriptions.home],
  [paths.homeAlias(), pageDescriptions.home],
  [paths.services(), pageDescriptions.services],
  ...serviceSlugs.map((slug): [string, string] => [paths.service(slug), serviceDescriptions[slug]]),
  [paths.about(), pageDescriptions.about],
  [paths.reviews(), pageDescriptions.reviews],
  ...reviewPlatformSlugs.map((slug): [string, string] => [
    paths.reviewPlatform(slug),
    reviewPlatformDescriptions[slug],
  ]),
  [paths.gallery(), pageDescriptions.gallery],
  ...gallerySections.map((section): [string, string] => [
    section.route,
    `${section.title} from our smile gallery: ${section.description}`,
  ]),
  [paths.contact(), pageDescriptions.contact],
]);

/** The meta description of the route at `path`; throws for a path the route table does not have. */
export function routeDescription(path: string): string {
  const description = descriptions.get(path);
  if (description === undefined) throw new Error(`No meta description for ${path} (src/route-descriptions.ts)`);
  return description;
}
