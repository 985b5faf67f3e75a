import { elementAt, pathOf, type Place } from './places';

/** How long a restored place is held against late layout (WebKit has no scroll anchoring to do it for us). */
const holdMs = 2_000;

/**
 * The visitor's place on the page now: the element at the top of the viewport, below the sticky header, with its
 * offset; the scroll offset; and what has keyboard focus.
 */
export function measurePlace(): Place {
  const place: Place = { scrollY: window.scrollY };
  const anchor = elementAtTopOfViewport();
  if (anchor) place.anchor = { path: pathOf(appRoot(), anchor.element), top: anchor.top };
  const focused = document.activeElement;
  if (focused && focused !== document.body && appRoot()?.contains(focused))
    place.focus = pathOf(appRoot(), focused);
  return place;
}

/**
 * Puts the visitor back at `place`: its element at its offset (the scroll offset where it is gone), held there while
 * the page settles; if `moveFocus`, focus where the visitor was. Returns the function that stops the hold.
 */
export function restorePlace(place: Place, moveFocus: boolean): () => void {
  const anchor = place.anchor && elementAt(appRoot(), place.anchor.path);
  const alignAnchor = () => {
    if (anchor?.isConnected && place.anchor)
      window.scrollTo(0, window.scrollY + anchor.getBoundingClientRect().top - place.anchor.top);
    else window.scrollTo(0, place.scrollY);
  };
  alignAnchor();
  const stopHolding = holdPlace(alignAnchor);
  if (moveFocus) focusWhereTheVisitorWas(place);
  return stopHolding;
}

/**
 * Moves focus to the page's heading at the top, as a full page load starts reading there; unless the visitor has
 * moved focus since the navigation started (away from `focusedAtStart`, the link followed, or the body where that
 * link left with its page).
 */
export function focusPageHeading(focusedAtStart: Element | null | undefined): void {
  const focused = document.activeElement;
  if (focused && focused !== focusedAtStart && focused !== document.body) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) focusHeading(heading);
}

/**
 * Keeps the place while the page settles (the web font of a page loaded anew, a late image): `align` again on every
 * change of the page's height, until the visitor moves (any scroll that is not the hold's own), `holdMs` has passed,
 * or the returned function is called (the next navigation). Chromium and Firefox anchor the scroll themselves; WebKit
 * does not.
 */
function holdPlace(align: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
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
  };
  addEventListener('scroll', stopOnOtherScroll, { passive: true });
  const timer = setTimeout(stop, holdMs);
  observer.observe(document.documentElement);
  return stop;
}

/**
 * Focus after Back goes to the link the visitor followed when it is in view again (a keyboard user continues from
 * it); otherwise to the first heading in view, so the next Tab and a screen reader start where the visitor looks, not
 * at the top of the page; with neither in view, it stays on the page itself.
 */
function focusWhereTheVisitorWas(place: Place): void {
  const followed = place.focus && elementAt(appRoot(), place.focus);
  if (followed instanceof HTMLElement && isInView(followed)) {
    followed.focus({ preventScroll: true });
    if (document.activeElement === followed) return;
  }
  const heading = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')].find(isInView);
  if (heading) focusHeading(heading);
}

/** Focus on a heading, which takes it from code only (tabindex -1), without scrolling to it. */
function focusHeading(heading: HTMLElement): void {
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

function appRoot(): Element | null {
  return document.getElementById('root');
}
