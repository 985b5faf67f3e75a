import { memo, Suspense, use, useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { appReady, isHydratingBeforeReady, markKeptAsPrerendered, markKeptContentHydrated } from './app-ready';

/**
 * Content hydrated only once the app is ready: until then React leaves it exactly as the prerender drew it (a
 * Suspense boundary that suspends while hydrating keeps its HTML), so the first hydration, and with it the moment
 * every control answers, does not wait for text, pictures and links nobody has reached yet. Used for the footer, the
 * sections below a page's first screen (BelowTheFold) and a gallery card's pictures and text, whose hydration was
 * about a third of the main thread's work before ready on the bench's phone (issue 65, docs/performance-log.md,
 * 2026-12-05, night).
 *
 * Before ready its links are followed as links (a full load of a prerendered page, as before the app runs) and a tap
 * on its buttons is kept by the hydration loader, as everywhere. After ready, a tap on it makes React hydrate the
 * boundary at once and then hand it the tap (selective hydration): a link is routed by the app, a carousel's arrow
 * turns it. What it holds must not:
 * - have a no-JavaScript form that differs from its interactive one (useIsHydrated: Book, Menu): it hydrates after
 *   `isPageHydrated()`, and the app would be ready before that control had its real behaviour;
 * - be handed new props or context before ready: a boundary that cannot hydrate yet is then rendered anew, which
 *   here would suspend the transition that announces ready. `memo` keeps a parent's re-render from reaching it when
 *   its children are the same element; a list that re-renders before ready (a gallery's filter from the URL) wraps
 *   each item in a memo component of its own.
 *
 * Rendered anywhere else (the prerender, a page opened by a link, unit tests), it is its children.
 */
export const HydrateAfterReady = memo(function HydrateAfterReady({ children }: { children: ReactNode }) {
  const id = useId();
  // Decided once, as it first renders: whether the document's hydration keeps this part as prerendered.
  const [isKept] = useState(isHydratingBeforeReady);
  // A layout effect, so it is counted before any passive effect of the same commit could announce the app ready.
  useLayoutEffect(() => {
    if (!isKept) return;
    markKeptAsPrerendered(id);
    // Removed before it hydrated (a filter applied as the app became ready): nothing left to wait for.
    return () => markKeptContentHydrated(id);
  }, [id, isKept]);
  return (
    <Suspense>
      <WaitForReady>
        {children}
        {isKept && <SayHydrated id={id} />}
      </WaitForReady>
    </Suspense>
  );
});

function WaitForReady({ children }: { children: ReactNode }) {
  if (isHydratingBeforeReady()) use(appReady);
  return children;
}

/** Last in the boundary, so its effect runs once everything before it has committed. */
function SayHydrated({ id }: { id: string }) {
  useEffect(() => markKeptContentHydrated(id), [id]);
  return null;
}
