import { useEffect } from 'react';

/** A visitor about to follow a link: the pointer is over it, it has keyboard focus, or a finger is on it. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `onIntent` with the path of a link to this site the moment a visitor shows they may follow it, once per
 * path. The time between pointing and clicking (a few hundred milliseconds) is then spent fetching the page's code,
 * so the next page does not wait for it (vite.config.ts: chunks are not preloaded by Vite).
 */
export function useLinkIntent(onIntent: (path: string) => void): void {
  useEffect(() => {
    const seen = new Set<string>();
    const handle = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (seen.has(link.pathname)) return;
      seen.add(link.pathname);
      onIntent(link.pathname);
    };
    for (const type of intentEvents) document.addEventListener(type, handle, { capture: true, passive: true });
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, handle, { capture: true });
    };
  }, [onIntent]);
}
