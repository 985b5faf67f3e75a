import { Suspense, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { whenIdleAfterReady } from '../lib/app-ready';
import { preloadableLazy } from '../lib/preloadable-lazy';

const { Component: OpeningStatusLine, preload: loadOpeningStatus } = preloadableLazy(
  () => import('./opening-status'),
);

/**
 * Where the "open now" line goes (footer, contact page). Empty in the prerendered HTML and through hydration, so they
 * always match; its code (time-zone arithmetic) is fetched once the app is ready and the browser idle, outside the
 * first load's byte budget. If that fetch fails the line simply stays away: the hours table says the same.
 *
 * The line is drawn only once its place comes within a screen of the viewport, above or below. Its first drawing asks
 * the browser for time-zone data (`Intl.DateTimeFormat`), a 55-95 ms task on a slow phone (4× CPU) that landed
 * 250-350 ms after the app was ready on every page, in the way of a visitor's first taps; the footer is screens away
 * on a phone, and most visitors never reach it (issue 15). Until then an empty, sizeless element marks the place.
 */
export function OpeningStatus({ className }: { className?: string }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(placeRef, '100% 0px');
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(
    () =>
      whenIdleAfterReady(() => {
        loadOpeningStatus().then(
          () => setIsLoaded(true),
          () => {},
        );
      }),
    [],
  );
  if (!isLoaded || !isNear) return <div ref={placeRef} data-slot="opening-status-place" />;
  return (
    <Suspense fallback={null}>
      <OpeningStatusLine className={className} />
    </Suspense>
  );
}
