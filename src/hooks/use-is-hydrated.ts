import { startTransition, useEffect, useState } from 'react';

/**
 * Set once the page's own boundary has hydrated (app.tsx); a component that mounts after that (a page opened from a
 * link) starts as true. Not set by the first component to hydrate: React hydrates the header before the page's
 * Suspense boundary, and a page component starting as true there would not match its prerendered HTML.
 */
let isHydrationComplete = false;

export function markHydrationComplete(): void {
  isHydrationComplete = true;
}

/**
 * False in the prerendered HTML and during hydration, true after. Lets a control render its no-JavaScript form
 * first (a link) and its interactive form once React runs, without a hydration mismatch.
 *
 * The switch is a transition set from an effect, not `useSyncExternalStore` with a different server snapshot: React
 * re-renders a store that changed after hydration synchronously, in the same task as the hydration's commit, and
 * that task was the longest after the first paint (Lighthouse's Total Blocking Time, issue 7). A transition is
 * rendered in short slices the browser can interleave with input and paint.
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(isHydrationComplete);
  useEffect(() => {
    // Already true in a component that mounted after hydration; React then bails out of the update.
    startTransition(() => setIsHydrated(true));
  }, []);
  return isHydrated;
}
