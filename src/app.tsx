import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { documentTitle, findRoute, routes, type AppRoute } from './routes';
import { SiteHeader } from './components/site-header';
import { SiteFooter } from './components/site-footer';
import { FloatingActions } from './components/floating-actions';
import { BookingProvider } from './components/booking-context';
import { LoadErrorBoundary } from './ui/load-error-boundary';
import { useLinkIntent } from './hooks/use-link-intent';
import { useVisibleLinkPrefetch } from './hooks/use-visible-link-prefetch';
import { useIsHydrated } from './hooks/use-is-hydrated';
import { announceAppReady, markPageHydrated } from './readiness/app-ready';
import { useLanding } from './navigation/page-navigation';
import { HydrateAfterReady } from './readiness/hydrate-after-ready';

/** Pages already loaded: the one resolved before hydration, and any visited since. */
const loadedPages = new Map<string, ComponentType>();

/** Resolves a route's page before rendering it (server and hydration), so the first render has no Suspense. */
export async function preloadRoute(route: AppRoute): Promise<void> {
  loadedPages.set(route.path, await route.load());
}

/** One component per route, made once: the loaded page if there is one, else a lazy one that loads it. */
function createRoutePage(route: AppRoute): ComponentType {
  const LazyPage = lazy(async () => {
    const Loaded = await route.load();
    loadedPages.set(route.path, Loaded);
    return { default: Loaded };
  });
  return function RoutePage() {
    // Where the visitor lands, now that the page is there and before it is painted (src/navigation/).
    useLanding();
    useEffect(() => {
      // The page's boundary is the last to hydrate that holds controls with a no-JavaScript form (useIsHydrated).
      markPageHydrated();
    }, []);
    return (
      <>
        {createElement(loadedPages.get(route.path) ?? LazyPage)}
        <AppReadySignal />
      </>
    );
  };
}

/**
 * Loads the page a visitor is about to open. A failure is ignored here: following the link loads it again and shows
 * what failed (LoadErrorBoundary).
 */
function prefetchPage(path: string) {
  const route = findRoute(path);
  if (route && !loadedPages.has(route.path)) preloadRoute(route).catch(() => {});
}

const routePages = new Map(routes.map((route) => [route.path, createRoutePage(route)]));

/**
 * Announces that the app is ready (src/readiness/app-ready.ts). It sits in the page's boundary, which hydrates last,
 * and waits for its own useIsHydrated: every control's switch to its interactive form was started by then and commits
 * in the same transition, so a tap the loader kept is replayed on the control's final form.
 */
function AppReadySignal() {
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (isHydrated) announceAppReady();
  }, [isHydrated]);
  return null;
}

function DocumentMeta() {
  const [location] = useLocation();
  useEffect(() => {
    const route = findRoute(location);
    if (!route) return;
    // The title only: the meta description is for search engines and link previews, which read each address's
    // prerendered page, so the browser's route table does not carry it (src/route-descriptions.ts).
    document.title = documentTitle(route);
  }, [location]);
  return null;
}

export function App() {
  useLinkIntent(prefetchPage);
  return (
    <BookingProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <CurrentPage />
      </main>
      {/* Screens away on a phone, and nothing in it needs the app before the first tap on it: hydrated after ready. */}
      <HydrateAfterReady>
        <SiteFooter />
      </HydrateAfterReady>
      <FloatingActions />
      <DocumentMeta />
    </BookingProvider>
  );
}

/**
 * The page at the current address: the shell's one reader of the location, so a navigation renders the new page and
 * the components that read the location themselves (the header's links, DocumentMeta). Read in App, it re-rendered
 * the footer and the floating actions in the tap's task, and the whole kept booking form after it.
 */
function CurrentPage() {
  const [location] = useLocation();
  useVisibleLinkPrefetch(prefetchPage, location);
  return (
    // Keyed by location: a page whose code failed to arrive must not block the next one.
    <LoadErrorBoundary key={location} part="page" fallback={<PageLoadFailed path={location} />}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} component={routePages.get(route.path)} />
          ))}
          {/* Any other path goes home (spec §8). */}
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
    </LoadErrorBoundary>
  );
}

/** A page's code did not arrive (offline, or a redeploy replaced it): a full load of the same address fetches it
 * anew from the server, which has the prerendered page. */
function PageLoadFailed({ path }: { path: string }) {
  return (
    <div className="container-page min-h-[60vh] py-16" role="alert">
      <h1 className="text-2xl font-bold text-ink-900">This page could not be loaded</h1>
      <p className="mt-3 text-ink-700">
        Please check your connection and{' '}
        <a href={path} className="font-semibold text-brand-700 underline">
          load the page again
        </a>
        .
      </p>
    </div>
  );
}

function PageLoading() {
  // A page opened by a link starts at its top while its code is on its way.
  useLanding(false);
  return (
    <div className="container-page min-h-[60vh] py-16" role="status">
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
