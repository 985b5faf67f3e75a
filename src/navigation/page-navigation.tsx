/**
 * How a page meets the navigation that brought the visitor: it lands them (useLanding), and after a link it paints
 * its first screen before the rest (BelowTheFold). One module, in the entry's file: every page but the galleries and
 * review platforms has a BelowTheFold, and a file of its own cost those pages more than its code.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { afterNextPaint } from '../readiness/after-next-paint';
import { HydrateAfterReady } from '../readiness/hydrate-after-ready';
import { rendersWhole, type Navigation } from './landing';
import type { NavigationHistory } from './navigation-history';

type NavigationSource = Pick<NavigationHistory, 'current' | 'subscribe' | 'land'>;

const prerendered: Navigation = { kind: 'load', path: '', hash: '' };

/**
 * The owner of navigation (navigation-history.ts, given in main.tsx), for the components that need the
 * navigation that brought the visitor or land them. The prerender has none: its page is a first load, which the
 * browser lands.
 */
export const NavigationContext = createContext<NavigationSource>({
  current: () => prerendered,
  subscribe: () => () => {},
  land: () => {},
});

/** The navigation that brought the visitor to the page shown: a new object for each navigation. */
function useNavigation(): Navigation {
  const source = useContext(NavigationContext);
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}

/**
 * Lands the visitor for each navigation, once (navigation-history.ts; landing.ts chooses where): at the top with
 * focus on the heading, at the fragment, or at the place left. The page calls it as it mounts, before it is painted;
 * its placeholder while its code is on its way calls it with `isPageThere` false, so the top is reached at once and
 * the rest waits for the page.
 */
export function useLanding(isPageThere = true): void {
  const { land } = useContext(NavigationContext);
  const navigation = useNavigation();
  useLayoutEffect(() => land(navigation, isPageThere), [land, navigation, isPageThere]);
}

const slot = 'below-the-fold';

/**
 * What a page shows below its first screen. On a page opened by a link it renders one frame after the page's top: a tap
 * on a link then paints the new page's first screen in its own task, instead of also building, styling and laying out
 * sections nobody sees yet (issue 15: that task was ~70 ms on a slow phone, over the 100 ms of Event Timing with the
 * paint; without the sections below, ~40). Until then an empty screen's height keeps the footer out of view. Each page
 * places it after the sections that fill the first screen of a phone, a tablet and a laptop (the route sweep,
 * tests/e2e/route-sweep.spec.ts, checks 390 × 844 to 1280 × 800); on a taller desktop screen the bottom may stay
 * blank for that frame, a few milliseconds on such a machine. The gallery and review platform pages have none, their
 * first screen being most of their content.
 *
 * The first page renders everything at once, as its prerendered HTML has it (hydrated once the app is ready, by
 * HydrateAfterReady: its controls need no no-JavaScript form); so does a link to a fragment, so the
 * fragment is there to scroll to, and Back and Forward, so the place the visitor left is there to return to
 * (`rendersWhole`, src/navigation/landing.ts).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const [isShown, setIsShown] = useState(() => rendersWhole(navigation));

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
    <div data-slot={slot}>
      <HydrateAfterReady>{children}</HydrateAfterReady>
    </div>
  ) : (
    <div data-slot={slot} data-pending="" className="min-h-screen" />
  );
}
