import { useEffect } from 'react';
import { whenIdleAfterReady } from '../readiness/app-ready';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Calls `prefetch` with the path of each link to one of our pages in the main content once it is on screen, when the
 * app is ready and the browser idle. On a touch screen there is no hover to prefetch on (use-link-intent.ts), and a
 * finger on a link gives a page's code a few tens of milliseconds: the next page would wait a round trip or two for
 * it (issue 15: client navigation felt 1.3 s on a slow phone). A page's code is a few kilobytes; a visitor who asked
 * to save data, or whose connection is 2G, gets none of it ahead of time. Runs again after each navigation, for the
 * new page's links.
 */
export function useVisibleLinkPrefetch(prefetch: (path: string) => void, location: string): void {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    // Not on a connection that says it is dear: data saving asked for, or 2G ('2g', 'slow-2g'), where a page's code
    // fetched ahead competes with what the visitor is waiting for; there a link's code comes on intent only.
    if (connection?.saveData || connection?.effectiveType?.endsWith('2g')) return;
    let observers: { disconnect: () => void }[] = [];
    const cancelIdle = whenIdleAfterReady(() => {
      const main = document.querySelector('main');
      if (!main || typeof IntersectionObserver !== 'function') return;
      const seen = new Set<string>([window.location.pathname]);
      const onScreen = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          onScreen.unobserve(entry.target);
          const { pathname } = entry.target as HTMLAnchorElement;
          if (seen.has(pathname)) continue;
          seen.add(pathname);
          prefetch(pathname);
        }
      });
      const linkSelector = 'a[href^="/"]';
      const observeLinksIn = (root: Element) => {
        if (root.matches(linkSelector)) onScreen.observe(root);
        for (const link of root.querySelectorAll(linkSelector)) onScreen.observe(link);
      };
      observeLinksIn(main);
      // Links rendered later count too: a page opened by a link renders what is below its first screen a frame after
      // its top (navigation/page-navigation.tsx).
      const added = new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes) if (node instanceof Element) observeLinksIn(node);
      });
      added.observe(main, { childList: true, subtree: true });
      observers = [onScreen, added];
    });
    return () => {
      cancelIdle();
      for (const observer of observers) observer.disconnect();
    };
  }, [prefetch, location]);
}
