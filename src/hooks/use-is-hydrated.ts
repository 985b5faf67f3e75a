import { startTransition, useEffect, useState } from 'react';
import { isPageHydrated } from '../readiness/app-ready';

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
  // True at once in a component mounted after the page hydrated (readiness/app-ready.ts owns that moment).
  const [isHydrated, setIsHydrated] = useState(isPageHydrated);
  useEffect(() => {
    // Already true in a component that mounted after hydration (a page opened by a link): nothing to schedule. A
    // transition per control, even one React bails out of, cost ~4 ms of a client navigation's task at 4× CPU.
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
