import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollToHash } from '../lib/scroll-to-hash';
import { isHistoryTraversal, restorePendingPlace } from '../lib/history-places';

/** A client navigation happened and its page's heading has not taken focus yet. */
let isHeadingFocusPending = false;
/** What had focus when the location changed: the link followed, or the body if that link left with its page. */
let focusedAtNavigation: Element | null = null;

/**
 * Moves focus to the new page's heading after a client navigation, as a full page load starts reading there. Called
 * on the location change and again by each page once it has mounted (app.tsx): a page whose code was still loading
 * mounts later, and until then there is no heading to focus (the link that had focus is gone, so focus is on the
 * body). Focus a visitor has moved elsewhere meanwhile is left there.
 */
export function focusArrivedPageHeading(): void {
  // After Back or Forward focus goes where the visitor was instead (history-places.ts).
  if (!isHeadingFocusPending || isHistoryTraversal()) return;
  const focused = document.activeElement;
  if (focused && focused !== focusedAtNavigation && focused !== document.body) {
    isHeadingFocusPending = false;
    return;
  }
  // While the new page loads, the old one may still be in the DOM, hidden by Suspense: its heading cannot take focus.
  const heading = document.querySelector<HTMLElement>('main h1');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
  if (heading && document.activeElement === heading) isHeadingFocusPending = false;
}

/**
 * After a client-side navigation: go to the fragment if there is one, else to the top of the new page with focus on
 * its heading, as a full page load would; after Back or Forward, to the place the visitor left. The first render (the prerendered page) is left alone except for a
 * fragment, which the browser may have tried to reach before the page's content existed.
 */
export function NavigationFocus() {
  const [location] = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const { hash } = window.location;
    if (isFirstRender.current) {
      isFirstRender.current = false;
      if (hash) scrollToHash(hash);
      return;
    }
    if (isHistoryTraversal()) {
      // Back or Forward: the place the visitor left (history-places.ts), restored here if the page did not already.
      isHeadingFocusPending = false;
      restorePendingPlace();
      return;
    }
    if (hash) {
      scrollToHash(hash);
      return;
    }
    window.scrollTo(0, 0);
    isHeadingFocusPending = true;
    focusedAtNavigation = document.activeElement;
    focusArrivedPageHeading();
  }, [location]);

  useEffect(() => {
    // A link to a fragment of the page already shown changes no path, so wouter re-renders nothing: follow it here.
    // This runs after wouter's own handler, which may already have pushed the new URL.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as HTMLElement).closest?.('a');
      if (!anchor || anchor.target || anchor.origin !== window.location.origin || !anchor.hash) return;
      if (anchor.pathname !== window.location.pathname) return;
      if (!event.defaultPrevented) {
        event.preventDefault();
        window.history.pushState(null, '', anchor.pathname + anchor.search + anchor.hash);
      }
      scrollToHash(anchor.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
