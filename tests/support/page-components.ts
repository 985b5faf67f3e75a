import { routes } from '../../src/routes';

/** The family a route belongs to, when its page is drawn by a family's template: service, review platform, gallery. */
const family = (path: string) => /^\/(services|reviews|smile-gallery)\//.exec(path)?.[1];

/**
 * One route per page component: the first route of each family (its template) and every one-off page; an alias
 * renders its canonical page, so none. For a property that lives in a page's structure (which sections, in what
 * order, where the part drawn a frame late begins) and not in its words, which a family's routes share with their
 * template: what a route's own content does (its axe, reflow, text and screenshots) is proven on every route, in
 * Chromium (tests/e2e/route-sweep.spec.ts, the visual suite).
 */
export const onePerPageComponent: ReadonlySet<string> = new Set(
  routes
    .filter((route) => !route.canonical)
    .filter(
      (route, index, kept) =>
        !family(route.path) || kept.findIndex((other) => family(other.path) === family(route.path)) === index,
    )
    .map((route) => route.path),
);
