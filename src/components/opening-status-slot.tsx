import { Suspense, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { whenIdleAfterReady } from '../readiness/app-ready';
import { preloadableLazy } from '../readiness/preloadable-lazy';

const { Component: OpeningStatusLine, preload: loadOpeningStatus } = preloadableLazy(
  () => import('./opening-status'),
);

/**
 * Where the "open now" line goes (footer, contact page). Empty in the prerendered HTML and through hydration, so they
 * always match. If its code fails to arrive the line simply stays away: the hours table says the same.
 *
 * The line is drawn, and its code (time-zone arithmetic) fetched when the browser is idle, only once its place comes
 * within a screen of the viewport, above or below. Its first drawing asks the browser for time-zone data
 * (`Intl.DateTimeFormat`), a 55-95 ms task on a slow phone (4× CPU) that landed 250-350 ms after the app was ready on
 * every page, in the way of a visitor's first taps; and the footer is screens away on a phone, where most visitors
 * never go, so a first visit does not pay for its code either (issue 15; issue 41's byte budget: 1.3 KB of every
 * route's first visit). Until then an empty, sizeless element marks the place.
 */
export function OpeningStatus({ className }: { className?: string }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(placeRef, '100% 0px');
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    if (!isNear) return;
    return whenIdleAfterReady(() => {
      loadOpeningStatus().then(
        () => setIsLoaded(true),
        () => {},
      );
    });
  }, [isNear]);
  if (!isLoaded || !isNear) return <div ref={placeRef} data-slot="opening-status-place" />;
  return (
    <Suspense fallback={null}>
      <OpeningStatusLine className={className} />
    </Suspense>
  );
}
