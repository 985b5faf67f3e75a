import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollToHash } from '../lib/scroll-to-hash';

/**
 * After a client-side navigation: go to the fragment if there is one, else to the top of the new page with focus on
 * its heading, as a full page load would. The first render (the prerendered page) is left alone except for a
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
    if (hash) {
      scrollToHash(hash);
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
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
