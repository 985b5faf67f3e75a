import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App, preloadRoute } from './app';
import { findRoute } from './routes';
import './styles.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const route = findRoute(window.location.pathname);
  // Resolve the page before hydrating, or the lazy component suspends and React discards the prerendered HTML.
  if (route) await preloadRoute(route);
  const tree = (
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>
  );
  if (container.hasChildNodes() && route) {
    hydrateRoot(container, tree, {
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
  } else {
    createRoot(container).render(tree);
  }
}

start().catch((error: unknown) => {
  // Spec §8: a failure while starting the app is logged to the console.
  console.error('The app failed to start', error);
});
