import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../readiness/after-next-paint';
import { isHistoryTraversal } from '../lib/history-places';

/**
 * True while the page shown was opened by a client navigation, not loaded (CurrentPage in app.tsx). The prerendered
 * page and its hydration see false: they must render everything, as the HTML has it.
 */
export const ClientNavigationContext = createContext(false);

const slot = 'below-the-fold';

/**
 * What a page shows below its first screen. On a client navigation it renders one frame after the page's top: a tap
 * on a link then paints the new page's first screen in its own task, instead of also building, styling and laying out
 * sections nobody sees yet (issue 15: that task was ~70 ms on a slow phone, over the 100 ms of Event Timing with the
 * paint; without the sections below, ~40). Until then an empty screen's height keeps the footer out of view. Each page
 * places it after the sections that fill the first screen of a phone, a tablet and a laptop (the route sweep,
 * tests/e2e/route-sweep.spec.ts, checks 390 × 844 to 1280 × 800); on a taller desktop screen the bottom may stay
 * blank for that frame, a few milliseconds on such a machine. The gallery and review platform pages have none, their
 * first screen being most of their content.
 *
 * A link to a fragment renders everything at once, so the fragment is there to scroll to; so do Back and Forward, so
 * the place the visitor left is there to return to (src/lib/history-places.ts).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const isClientNavigation = useContext(ClientNavigationContext);
  const [isShown, setIsShown] = useState(
    () => !isClientNavigation || window.location.hash !== '' || isHistoryTraversal(),
  );

  useEffect(() => {
    if (isShown) return;
    let isCurrent = true;
    // A transition: rendering the rest yields to the visitor's next tap, and a tap that leaves the page drops it.
    afterNextPaint(() => {
      if (isCurrent) startTransition(() => setIsShown(true));
    });
    return () => {
      isCurrent = false;
    };
  }, [isShown]);

  return isShown ? (
    <div data-slot={slot}>{children}</div>
  ) : (
    <div data-slot={slot} data-pending="" className="min-h-screen" />
  );
}
