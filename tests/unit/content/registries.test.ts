// @vitest-environment node
/**
 * Every page family's registry (src/content/registry.ts) against everything derived from it: the route table, the
 * sitemap, the navigation that lists the family, and the specification's counts. Adding a page to a registry is
 * enough for all of these to follow (README "Adding a page"); a page the registry has that one of them lacks fails here.
 */
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { services } from '../../../src/content/services';
import { serviceSlugs } from '../../../src/content/services/slugs';
import { reviewPlatformEntries } from '../../../src/content/reviews';
import { reviewPlatformSlugs } from '../../../src/content/reviews/slugs';
import { gallerySections } from '../../../src/content/gallery';
import { gallerySlugs } from '../../../src/content/gallery/slugs';
import { paths } from '../../../src/content/paths';
import { routes } from '../../../src/routes';
import { serviceLinks } from '../../../src/components/services-links';
import { ReviewsPage } from '../../../src/pages/reviews-page';
import { GalleryIndexPage } from '../../../src/pages/gallery-index-page';
import { buildSitemap } from '../../../scripts/build/sitemap';
import { specCounts } from '../../support/spec-constants';

const origin = 'https://clinic.example';
const sitemapPaths = [...buildSitemap(routes, origin).xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);
const routePaths = routes.map((route) => route.path);

/** The internal links a page renders, in document order. */
function linksOf(Page: ComponentType): string[] {
  // The prerender's way: a static location (entry-server.tsx).
  const html = renderToStaticMarkup(createElement(Router, { ssrPath: '/', children: createElement(Page) }));
  return [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]!);
}

const families = [
  {
    family: 'services',
    slugs: serviceSlugs,
    count: specCounts.services,
    pages: services.map((entry) => ({ slug: entry.slug, path: paths.service(entry.slug), title: entry.title })),
    navigation: serviceLinks('/').map((link) => link.href),
  },
  {
    family: 'review platforms',
    slugs: reviewPlatformSlugs,
    count: specCounts.reviewPlatforms,
    pages: reviewPlatformEntries.map((entry) => ({
      slug: entry.slug,
      path: paths.reviewPlatform(entry.slug),
      title: entry.title,
    })),
    navigation: linksOf(ReviewsPage),
  },
  {
    family: 'galleries',
    slugs: gallerySlugs,
    count: specCounts.galleries,
    pages: gallerySections.map((section) => ({ slug: section.id, path: section.route, title: section.title })),
    navigation: linksOf(GalleryIndexPage),
  },
];

describe.each(families)('the $family registry', ({ slugs, count, pages, navigation }) => {
  it('has the specification’s number of pages, in the order of its slug tuple', () => {
    expect(slugs).toHaveLength(count);
    expect(pages.map((page) => page.slug)).toEqual([...slugs]);
  });

  it('gives every page exactly one route, with its title, in the registry’s order', () => {
    const found = pages.map((page) => routes.filter((route) => route.path === page.path));
    for (const [index, matches] of found.entries()) {
      expect(matches, pages[index]!.path).toHaveLength(1);
      expect(matches[0]!.title).toBe(pages[index]!.title);
    }
    const order = pages.map((page) => routePaths.indexOf(page.path));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('lists every page once in the sitemap', () => {
    for (const page of pages)
      expect(
        sitemapPaths.filter((path) => path === page.path),
        page.path,
      ).toHaveLength(1);
  });

  it('links every page from the navigation that lists the family, and nothing of the family besides', () => {
    const familyLinks = navigation.filter((href) => pages.some((page) => href === page.path));
    expect(new Set(familyLinks)).toEqual(new Set(pages.map((page) => page.path)));
  });
});

describe('the route table and the sitemap', () => {
  it('hold the specification’s URLs: every route once, and the sitemap every route but the /home alias', () => {
    expect(routePaths).toHaveLength(specCounts.urls);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect(sitemapPaths).toEqual(routePaths.filter((path) => path !== paths.homeAlias()));
  });
});
