/**
 * Back and Forward bring the visitor back to the place they left, as a browser does between full page loads (issue
 * 55). Left to the browser, a client-side router loses it: on Back the browser restores the old offset as soon as the
 * history entry changes, before the page is rendered (on a page whose part below the fold is still deferred, that
 * offset is past its end), and scroll anchoring then keeps the footer in view as the rest renders above it. So the
 * site keeps each entry's place itself and restores it once the page is there, the way React Router's and TanStack
 * Router's scroll restoration do:
 *
 * - every history entry gets a key in its `history.state`, and the place is saved under the entry's key as the visitor
 *   leaves it (a link followed, Back or Forward): the element at the top of the viewport, below the sticky header,
 *   with its offset, the scroll offset, and what had keyboard focus;
 * - on Back or Forward the page renders whole at once (BelowTheFold reads `isHistoryTraversal`), then the saved
 *   element is put back at its offset (the scroll offset where it is gone) and held there until the page settles;
 * - `history.scrollRestoration` is "manual" while the app runs and "auto" again as the page is hidden, so a reload
 *   and a Back from another site are restored by the browser itself on the prerendered page, as before. An entry
 *   that a link pushed and that is reached again in a new document (Back after a reload of a later entry) is still
 *   "manual": its place comes from sessionStorage, as does a reload's in Firefox, which keeps the entry "manual".
 *
 * Focus after Back goes to the link the visitor followed when it is in view again (a keyboard user continues from
 * it); otherwise to the first heading in view, so the next Tab and a screen reader start where the visitor looks, not
 * at the top of the page; with neither in view, it stays on the page itself.
 */

/** An element named by its child indices from the app's root: the same page renders the same tree. */
type ElementPath = number[];

type Place = {
  scrollY: number;
  /** The element at the top of the viewport (below the sticky header) and its distance from the viewport's top. */
  anchor?: { path: ElementPath; top: number };
  /** What had focus as the visitor left: the link followed, for a keyboard user. */
  focus?: ElementPath;
};

const storageKey = 'pearlcrest:places';
/** Entries kept in sessionStorage: more than a visit's Back button reaches, small enough to write on each leave. */
const keptPlaces = 50;
/** How long a restored place is held against late layout (WebKit has no scroll anchoring to do it for us). */
const holdMs = 2_000;

let places = new Map<string, Place>();
let currentKey = '';
let currentPath = '';
let isTraversal = false;
let pendingPlace: Place | undefined;
let isReplacingOwnState = false;

/** True while the page shown was reached by Back or Forward (BelowTheFold renders it whole at once). */
export function isHistoryTraversal(): boolean {
  return isTraversal;
}

/**
 * Starts keeping places: called once in the browser entry, before the app hydrates. Wouter dispatches `pushState`
 * and `replaceState` events from its patched History methods, and these listeners are added before its own, so each
 * runs while the page being left is still on screen.
 */
export function startKeepingPlaces(): void {
  places = readStoredPlaces();
  // Firefox keeps an entry "manual" through a reload even when pagehide set it back: the navigation's type says
  // whether this document was reached by Back or Forward, a reload, or a link (where nothing is ours to restore).
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const isLeftToUs =
    history.scrollRestoration === 'manual' &&
    (navigation?.type === 'back_forward' || navigation?.type === 'reload');
  currentKey = keyOfState(history.state) ?? newKey();
  currentPath = location.pathname;
  writeKeyIntoState();
  history.scrollRestoration = 'manual';

  // Reached again in a new document: the browser left this entry's place to us (see above). A reload keeps focus
  // where a load puts it, as the browser's own restoration does.
  const stored = places.get(currentKey);
  if (isLeftToUs && stored) restorePlace(stored, { moveFocus: navigation?.type === 'back_forward' });

  addEventListener('pushState', () => {
    saveCurrentPlace();
    isTraversal = false;
    pendingPlace = undefined;
    currentKey = newKey();
    currentPath = location.pathname;
    writeKeyIntoState();
  });
  // A replaced entry (a gallery filter's address, a redirect) is the same entry: it keeps its key.
  addEventListener('replaceState', () => {
    if (!isReplacingOwnState && keyOfState(history.state) !== currentKey) writeKeyIntoState();
    currentPath = location.pathname;
  });
  addEventListener('popstate', () => {
    saveCurrentPlace();
    isTraversal = true;
    currentKey = keyOfState(history.state) ?? newKey();
    if (keyOfState(history.state) === undefined) writeKeyIntoState();
    // An entry never left in this session (its place lost with an old tab's storage) opens at its top.
    pendingPlace = places.get(currentKey) ?? { scrollY: 0 };
    const isSamePage = location.pathname === currentPath;
    currentPath = location.pathname;
    // Between fragments of one page nothing re-renders: the place is there to restore now.
    if (isSamePage) restorePendingPlace();
  });
  addEventListener('pagehide', () => {
    saveCurrentPlace();
    history.scrollRestoration = 'auto';
  });
  // Back into the page from the browser's back/forward cache: the app is running again as it was left.
  addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual';
  });
}

/**
 * Puts the visitor back where they were on the entry just reached by Back or Forward, once its page is rendered: by
 * the page as it mounts, or by NavigationFocus for a page that was already there. Returns whether it did.
 */
export function restorePendingPlace(): boolean {
  const place = pendingPlace;
  if (!place) return false;
  pendingPlace = undefined;
  restorePlace(place);
  return true;
}

function restorePlace(place: Place, { moveFocus = true } = {}): void {
  const anchor = place.anchor && elementAt(place.anchor.path);
  const alignAnchor = () => {
    if (anchor?.isConnected && place.anchor)
      window.scrollTo(0, window.scrollY + anchor.getBoundingClientRect().top - place.anchor.top);
    else window.scrollTo(0, place.scrollY);
  };
  alignAnchor();
  holdPlace(alignAnchor);
  if (moveFocus) focusWhereTheVisitorWas(place);
}

/**
 * Keeps the place while the page settles (the web font of a page loaded anew, a late image): `align` again on every
 * change of the page's height, until the visitor moves (any scroll that is not the hold's own) or `holdMs` has passed.
 * Chromium and Firefox anchor the scroll themselves; WebKit does not.
 */
function holdPlace(align: () => void): void {
  if (typeof ResizeObserver === 'undefined') return;
  let heldY = window.scrollY;
  const observer = new ResizeObserver(() => {
    align();
    heldY = window.scrollY;
  });
  const stopOnOtherScroll = () => {
    if (Math.abs(window.scrollY - heldY) > 1) stop();
  };
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    removeEventListener('scroll', stopOnOtherScroll);
    removeEventListener('pushState', stop);
    removeEventListener('popstate', stop);
  };
  addEventListener('scroll', stopOnOtherScroll, { passive: true });
  addEventListener('pushState', stop);
  addEventListener('popstate', stop);
  const timer = setTimeout(stop, holdMs);
  observer.observe(document.documentElement);
}

function focusWhereTheVisitorWas(place: Place): void {
  const followed = place.focus && elementAt(place.focus);
  if (followed instanceof HTMLElement && isInView(followed)) {
    followed.focus({ preventScroll: true });
    if (document.activeElement === followed) return;
  }
  const heading = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')].find(isInView);
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Wholly in the room between the sticky header and the floating buttons (the page's scroll padding): focus elsewhere
 * would be brought into view by the hydration loader's guard against hidden focus, moving the place.
 */
function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const root = getComputedStyle(document.documentElement);
  const top = parseFloat(root.scrollPaddingTop) || 0;
  const bottom = window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
  return box.height > 0 && box.top >= top && box.bottom <= bottom;
}

function saveCurrentPlace(): void {
  places.delete(currentKey);
  places.set(currentKey, currentPlace());
  while (places.size > keptPlaces) places.delete(places.keys().next().value!);
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...places]));
  } catch {
    // Storage full or refused: places are still kept for this document.
  }
}

function currentPlace(): Place {
  const place: Place = { scrollY: window.scrollY };
  const anchor = elementAtTopOfViewport();
  if (anchor) place.anchor = { path: pathOf(anchor.element), top: anchor.top };
  const focused = document.activeElement;
  if (focused && focused !== document.body && root()?.contains(focused)) place.focus = pathOf(focused);
  return place;
}

/** The page's element just below the sticky header, passing over the floating buttons and any open overlay. */
function elementAtTopOfViewport(): { element: Element; top: number } | undefined {
  const top = Math.max(
    0,
    document.querySelector('[data-slot="site-header"]')?.getBoundingClientRect().bottom ?? 0,
  );
  const page = [document.getElementById('main-content'), document.querySelector('footer')];
  for (const y of [top + 1, top + 40, top + 120]) {
    const element = document
      .elementsFromPoint(window.innerWidth / 2, y)
      .find((candidate) => page.some((part) => part?.contains(candidate)));
    if (element) return { element, top: element.getBoundingClientRect().top };
  }
  return undefined;
}

function root(): Element | null {
  return document.getElementById('root');
}

function pathOf(element: Element): ElementPath {
  const path: ElementPath = [];
  const top = root();
  for (let node: Element | null = element; node && node !== top; node = node.parentElement)
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  return path;
}

function elementAt(path: ElementPath): Element | undefined {
  let node: Element | undefined = root() ?? undefined;
  for (const index of path) node = node?.children[index];
  return node;
}

function keyOfState(state: unknown): string | undefined {
  const key = (state as { placeKey?: unknown } | null)?.placeKey;
  return typeof key === 'string' ? key : undefined;
}

function writeKeyIntoState(): void {
  const state: unknown = history.state;
  isReplacingOwnState = true;
  try {
    history.replaceState({ ...(typeof state === 'object' ? state : {}), placeKey: currentKey }, '');
  } finally {
    isReplacingOwnState = false;
  }
}

function newKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function readStoredPlaces(): Map<string, Place> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, Place][]) : []);
  } catch {
    return new Map();
  }
}
