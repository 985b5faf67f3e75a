import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadRoute } from './app';
import { findRoute } from './routes';
import { announceAppFailed, markHydrationStarted } from './readiness/app-ready';
import { reportCaughtError } from './lib/report-caught-error';
import { Router } from 'wouter';
import { followLinkAfterPaint } from './navigation/follow-link-after-paint';
import { NavigationContext } from './navigation/page-navigation';
import { startNavigation } from './navigation/navigation-history';
import './styles.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // Before hydration: the entry gets its key, and a place the browser left to us is restored on the prerendered page.
  const navigation = startNavigation();
  const route = findRoute(window.location.pathname);
  // Resolve the page before hydrating, or the lazy component suspends and React discards the prerendered HTML.
  if (route) await preloadRoute(route);
  const tree = (
    <StrictMode>
      {/* The router's location comes from the owner of navigation, which the components that need the navigation
          of each page reach through NavigationContext (src/navigation/). */}
      <Router hook={navigation.useLocation} aroundNav={followLinkAfterPaint}>
        <NavigationContext value={navigation}>
          <App />
        </NavigationContext>
      </Router>
    </StrictMode>
  );
  // An element, not any node: in `npm run dev` the container holds only index.html's `<!--app-->` comment.
  if (container.firstElementChild && route) {
    // Before hydrating: what waits for ready (HydrateAfterReady) knows it is the prerendered page being hydrated.
    markHydrationStarted();
    // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
    // hydrating the whole page in one long task (Total Blocking Time on a slow phone, issue 7).
    startTransition(() => {
      hydrateRoot(container, tree, {
        onRecoverableError: (error) => console.error('Hydration error', error),
        onCaughtError: reportCaughtError,
      });
    });
  } else {
    createRoot(container, { onCaughtError: reportCaughtError }).render(tree);
  }
}

start().catch((error: unknown) => {
  // Spec §8: a failure while starting the app is logged to the console.
  console.error('The app failed to start', error);
  // Taps kept for the app follow their links instead (Book Appointment → /contact).
  announceAppFailed();
});
