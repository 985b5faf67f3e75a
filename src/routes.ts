import { createElement, type ComponentType } from 'react';
import { clinic } from './content/clinic';
import { pageTitles } from './content/page-meta';
import { paths } from './content/paths';
import { services } from './content/services';
import type { ServiceEntry } from './content/services';
import { reviewPlatformEntries, type ReviewPlatformEntry } from './content/reviews';
import { gallerySections } from './content/gallery';
import type { GallerySection } from './content/gallery/types';

/** One step of a breadcrumb trail. */
export type Crumb = { name: string; path: string };

/**
 * THE route table. The router (app.tsx), the prerender step and sitemap (scripts/build/prerender.ts) and every
 * route-wide test read this list, so a page is covered everywhere once it is registered here.
 */
export type AppRoute = {
  path: string;
  /** The page's own title; `documentTitle()` adds the clinic name. */
  title: string;
  /** Set on an alias (/home): the path it repeats, for the canonical link; the sitemap skips aliases. */
  canonical?: string;
  /**
   * What the page's schema.org JSON-LD describes (issue 7), built by src/structured-data.ts for the prerender only:
   * the browser never needs it, so the route table carries data, not the JSON.
   */
  schema?: 'Dentist' | 'MedicalProcedure';
  /** The trail from the home page down to the page itself (a BreadcrumbList in its JSON-LD). */
  breadcrumbs?: readonly Crumb[];
  /** The page body, in its own chunk. */
  load: () => Promise<ComponentType>;
};

/** Binds a template to one page's data, so a family of pages shares one chunk of layout code. */
function bindPage<P extends object>(Component: ComponentType<P>, props: P): ComponentType {
  const BoundPage = () => createElement(Component, props);
  return BoundPage;
}

const loadHomePage = () => import('./pages/home-page').then((module) => module.HomePage);
const loadAboutPage = () => import('./pages/about-page').then((module) => module.AboutPage);
const loadContactPage = () => import('./pages/contact-page').then((module) => module.ContactPage);
const loadReviewsPage = () => import('./pages/reviews-page').then((module) => module.ReviewsPage);
const loadReviewPlatformPage = (entry: ReviewPlatformEntry) =>
  Promise.all([import('./templates/review-platform-page'), entry.load()]).then(([template, page]) =>
    bindPage(template.ReviewPlatformPage, { entry, page: page.default }),
  );
const loadGalleryIndexPage = () => import('./pages/gallery-index-page').then((module) => module.GalleryIndexPage);
const loadGalleryPage = (section: GallerySection) =>
  Promise.all([import('./templates/gallery-page'), section.load()]).then(async ([template, page]) => {
    const content = page.default.view;
    // Only the pages with categories carry the filters' code (Radix ToggleGroup); the prerender lists it for them.
    const Filters = content.categories && (await import('./components/gallery-filters')).GalleryFilters;
    return bindPage(template.GalleryPage, { section, content, Filters });
  });
const loadServicesPage = () => import('./pages/services-page').then((module) => module.ServicesPage);
const loadServicePage = (entry: ServiceEntry) =>
  Promise.all([import('./templates/service-page'), entry.load()]).then(([template, body]) =>
    bindPage(template.ServicePage, { entry, body: body.default }),
  );

export const routes: readonly AppRoute[] = [
  {
    path: paths.home(),
    title: pageTitles.home,
    schema: 'Dentist',
    load: loadHomePage,
  },
  {
    path: paths.homeAlias(),
    title: pageTitles.home,
    canonical: paths.home(),
    load: loadHomePage,
  },
  {
    path: paths.services(),
    title: pageTitles.services,
    load: loadServicesPage,
  },
  ...services.map((entry): AppRoute => ({
    path: paths.service(entry.slug),
    title: entry.title,
    schema: 'MedicalProcedure',
    breadcrumbs: [
      { name: 'Home', path: paths.home() },
      { name: 'Services', path: paths.services() },
      { name: entry.title, path: paths.service(entry.slug) },
    ],
    load: () => loadServicePage(entry),
  })),
  {
    path: paths.about(),
    title: pageTitles.about,
    load: loadAboutPage,
  },
  {
    path: paths.reviews(),
    title: pageTitles.reviews,
    load: loadReviewsPage,
  },
  ...reviewPlatformEntries.map((entry): AppRoute => ({
    path: paths.reviewPlatform(entry.slug),
    title: entry.title,
    breadcrumbs: [
      { name: 'Home', path: paths.home() },
      { name: 'Reviews', path: paths.reviews() },
      { name: entry.title, path: paths.reviewPlatform(entry.slug) },
    ],
    load: () => loadReviewPlatformPage(entry),
  })),
  {
    path: paths.gallery(),
    title: pageTitles.gallery,
    load: loadGalleryIndexPage,
  },
  ...gallerySections.map((section): AppRoute => ({
    path: section.route,
    title: section.title,
    breadcrumbs: [
      { name: 'Home', path: paths.home() },
      { name: 'Our Smile Gallery', path: paths.gallery() },
      { name: section.title, path: section.route },
    ],
    load: () => loadGalleryPage(section),
  })),
  {
    path: paths.contact(),
    title: pageTitles.contact,
    schema: 'Dentist',
    load: loadContactPage,
  },
];

export function findRoute(path: string): AppRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.find((route) => route.path === normalized);
}

export function documentTitle(route: AppRoute): string {
  return route.path === paths.home() || route.canonical === paths.home()
    ? `${clinic.name} | ${route.title}`
    : `${route.title} | ${clinic.name}`;
}
