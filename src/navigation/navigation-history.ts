import { useSyncExternalStore } from 'react';
import { chooseLanding, type Navigation } from './landing';
import { keyOfState, newKey, readPlaces, stateWithKey, keepPlace, writePlaces } from './places';
import { focusPageHeading, measurePlace, restorePlace } from './place-on-page';
import { scrollToHash } from './scroll-to-hash';

/**
 * The one owner of navigation in the browser: it makes every history entry the app adds, hears Back and Forward,
 * names the kind of each navigation (landing.ts), and lands the visitor (`land`, called by the page as it renders).
 *
 * Back and Forward bring the visitor back to the place they left, as a browser does between full page loads. Left to
 * the browser, a client-side router loses it: on Back the browser restores the old offset as soon as the history entry
 * changes, before the page is rendered (on a page whose part below the fold is still deferred, that offset is past its
 * end), and scroll anchoring then keeps the footer in view as the rest renders above it. So the app keeps each entry's
 * place itself and restores it once the page is there, the way React Router's and TanStack Router's scroll
 * restoration do:
 *
 * - every entry gets a key in its `history.state`, and its place (places.ts, place-on-page.ts) is saved under the key
 *   as the visitor leaves it; the router's location comes from here (`useLocation`, given to wouter's Router), so a
 *   place is saved before any part of the app hears of the change, whatever order listeners were added in;
 * - on Back or Forward the page renders whole at once (BelowTheFold), then the saved element is put back at its
 *   offset and held there until the page settles;
 * - `history.scrollRestoration` is "manual" while the app runs and "auto" again as the page is hidden, so a reload
 *   and a Back from another site are restored by the browser itself on the prerendered page. An entry that a link
 *   added and that is reached again in a new document (Back after a reload of a later entry) is still "manual": its
 *   place comes from sessionStorage, as does a reload's in Firefox, which keeps the entry "manual" through a reload.
 */
export type NavigationHistory = {
  /** The navigation that brought the visitor to what is shown now: a new object for each navigation. */
  current: () => Navigation;
  subscribe: (onChange: () => void) => () => void;
  /** Adds a history entry (or replaces the current one): the router's links and redirects call it. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** wouter's location hook: the path, and `navigate`. */
  useLocation: () => [string, (to: string, options?: NavigateOptions) => void];
  /**
   * Lands the visitor for `navigation`, once (landing.ts chooses where). `isPageThere` is false while the page's code
   * is on its way: only the scroll to the top can happen then; the rest waits for the page.
   */
  land: (navigation: Navigation, isPageThere: boolean) => void;
};

type NavigateOptions = { replace?: boolean; state?: unknown };

/** Starts owning navigation: called once in the browser entry, before the app hydrates. */
export function startNavigation(): NavigationHistory {
  const storage = () => sessionStorage;
  const places = readPlaces(storage);
  const onChange = new Set<() => void>();
  /** The navigation landed last, and the one whose top was scrolled to while its page loaded. */
  let landed: Navigation | undefined;
  let scrolledToTop: Navigation | undefined;
  let stopHolding = () => {};
  let key = '';
  /** The entry reached keeps its key, or is given one. */
  const keyEntry = () => {
    key = keyOfState(history.state) ?? newKey();
    history.replaceState(stateWithKey(history.state, key), '');
  };

  const type = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  const kind = type === 'back_forward' ? 'traversal' : type === 'reload' ? 'reload' : 'load';
  // The browser restored this entry's place itself unless the entry is still "manual" (see above). Firefox keeps an
  // entry "manual" through a reload even when pagehide set it back, so the navigation's type says whether there is a
  // place to return to at all: none for a page opened by a link (chooseLanding).
  const isPlaceLeftToUs = history.scrollRestoration === 'manual';
  keyEntry();
  history.scrollRestoration = 'manual';
  let current: Navigation = {
    kind,
    path: location.pathname,
    hash: location.hash,
    place: isPlaceLeftToUs ? places.get(key) : undefined,
  };

  const saveCurrentPlace = () => {
    keepPlace(places, key, measurePlace());
    writePlaces(storage, places);
  };
  const show = (navigation: Navigation) => {
    stopHolding();
    current = navigation;
    for (const listener of onChange) listener();
  };

  const navigate = (to: string, { replace, state }: NavigateOptions = {}) => {
    const { pathname: path, hash } = new URL(to, location.href);
    const focusedAtStart = document.activeElement;
    // A replaced entry (a gallery filter's address, a redirect) is the same entry: it keeps its key.
    if (!replace) {
      stopHolding();
      saveCurrentPlace();
      key = newKey();
    }
    history[replace ? 'replaceState' : 'pushState'](stateWithKey(state, key), '', to);
    // On the page shown, an address replaced (a filter's) or a link without a fragment leaves the visitor in place.
    if (path !== current.path) show({ kind: 'link', path, hash, focusedAtStart });
    else if (hash && !replace) show({ kind: 'fragment', path, hash, focusedAtStart });
  };

  const land = (navigation: Navigation, isPageThere: boolean) => {
    if (landed === navigation) return;
    const landing = chooseLanding(navigation);
    if (landing.to === 'top' && scrolledToTop !== navigation) {
      scrolledToTop = navigation;
      window.scrollTo(0, 0);
    }
    if (!isPageThere) return;
    landed = navigation;
    if (landing.to === 'top') focusPageHeading(navigation.focusedAtStart);
    else if (landing.to === 'fragment') scrollToHash(landing.hash);
    else if (landing.to === 'place') stopHolding = restorePlace(landing.place, landing.moveFocus);
  };

  // A link to a fragment of the page already shown changes no path and is not a router link (the skip link, a link
  // in a page's text): followed here. A click reaches the document after the app's own handlers (React's, on its
  // root), so a router link's click has been handled by then (`defaultPrevented`); so has a tap the hydration loader
  // keeps until the app is ready (it stops the click).
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (
      !anchor?.hash ||
      anchor.target ||
      anchor.origin !== location.origin ||
      anchor.pathname !== location.pathname
    )
      return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  });

  addEventListener('popstate', () => {
    saveCurrentPlace();
    keyEntry();
    // An entry never left in this session (its place lost with an old tab's storage) opens at its top.
    show({
      kind: 'traversal',
      path: location.pathname,
      hash: location.hash,
      place: places.get(key) ?? { scrollY: 0 },
    });
  });
  addEventListener('pagehide', () => {
    saveCurrentPlace();
    history.scrollRestoration = 'auto';
  });
  // Back into the page from the browser's back/forward cache: the app is running again as it was left.
  addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual';
  });

  const currentPath = () => current.path;
  const subscribe = (listener: () => void) => {
    onChange.add(listener);
    return () => {
      onChange.delete(listener);
    };
  };
  // The first page is the prerendered one, whole: a place the browser left to us is restored now, before hydration,
  // as the browser's own restoration would have. A reload keeps focus where a load puts it.
  if (chooseLanding(current).to === 'place') land(current, true);
  return {
    current: () => current,
    subscribe,
    navigate,
    useLocation: () => [useSyncExternalStore(subscribe, currentPath, currentPath), navigate],
    land,
  };
}
