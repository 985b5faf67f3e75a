import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App, preloadRoute } from './app';
import type { AppRoute } from './routes';
import { clinic } from './content/clinic';

export { routes, documentTitle } from './routes';
export { structuredDataFor } from './structured-data';
export { routeDescription } from './route-descriptions';
export const siteOrigin = clinic.siteOrigin;
/** As this build set it (BOOKING_ENDPOINT or clinic.ts): the prerender allows its origin in the CSP. */
export const bookingEndpoint = clinic.bookingEndpoint;

/** Renders one route to HTML for the prerender step (scripts/build/prerender.ts). */
export async function render(route: AppRoute): Promise<string> {
  await preloadRoute(route);
  return renderToString(
    <StrictMode>
      <Router ssrPath={route.path}>
        <App />
      </Router>
    </StrictMode>,
  );
}
