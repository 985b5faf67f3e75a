import { Suspense, useEffect, useState } from 'react';
import { whenIdleAfterReady } from '../lib/app-ready';
import { preloadableLazy } from '../lib/preloadable-lazy';

const { Component: OpeningStatusLine, preload: loadOpeningStatus } = preloadableLazy(
  () => import('./opening-status'),
);

/**
 * Where the "open now" line goes (footer, contact page). Empty in the prerendered HTML and through hydration, so they
 * always match; its code (time-zone arithmetic) is fetched once the app is ready and the browser idle, outside the
 * first load's byte budget. If that fetch fails the line simply stays away: the hours table says the same.
 */
export function OpeningStatus({ className }: { className?: string }) {
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
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <OpeningStatusLine className={className} />
    </Suspense>
  );
}
