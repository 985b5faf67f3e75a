/**
 * The one owner of "the app is ready": the page has hydrated and every control has swapped its no-JavaScript form
 * for its interactive one (useIsHydrated). Announced once per document, by `AppReadySignal` in app.tsx:
 *
 * - `<html data-hydrated="true">`: the bench and the tests of the ready moment wait for it;
 * - a `app-ready` performance mark: the bench's "ready after first paint" figure;
 * - an `app:ready` event: the hydration loader (scripts/build/hydration-loader.ts) replays the taps it kept until now;
 * - the `appReady` promise: content kept as prerendered until now hydrates (hydrate-after-ready.tsx).
 *
 * Then, once that content has hydrated too, `<html data-fully-hydrated="true">`: what a test or a screenshot that
 * reads the state of content below the first screen waits for (a carousel under reduced motion offers Play only once
 * its section has hydrated; before, it shows the prerender's Pause).
 *
 * `announceAppFailed` tells the loader that the app will not run after all, so the taps it kept follow their
 * no-JavaScript links (Book Appointment → /contact) instead of waiting for ever.
 *
 * Two moments, in this order, both owned here:
 * 1. `markPageHydrated()`: the page's own boundary has hydrated (its effect in app.tsx). React hydrates the header
 *    before the page's Suspense boundary (the footer waits for ready), so this is the last boundary holding controls
 *    with a no-JavaScript form; a component mounted after this (a page opened from a link) starts interactive at once
 *    (`isPageHydrated()`, read by hooks/use-is-hydrated.ts). Marked any earlier, a page component would start
 *    interactive during hydration and not match its prerendered HTML.
 * 2. `announceAppReady()`: every control's switch to its interactive form has committed (AppReadySignal).
 */
let isPageHydratedFlag = false;
let hasAnnounced = false;
let isHydratingDocument = false;
let resolveAppReady = () => {};
/** Settles as the app is announced ready: what HydrateAfterReady waits for (hydrate-after-ready.tsx). */
export const appReady = new Promise<void>((resolve) => {
  resolveAppReady = resolve;
});

/** main.tsx, as it hydrates the prerendered page (not when it renders one: `npm run dev`, unit tests). */
export function markHydrationStarted(): void {
  isHydratingDocument = true;
}

/** Whether React is hydrating this document's prerendered page and the app is not ready yet. */
export function isHydratingBeforeReady(): boolean {
  return isHydratingDocument && !hasAnnounced;
}

export function markPageHydrated(): void {
  isPageHydratedFlag = true;
}

export function isPageHydrated(): boolean {
  return isPageHydratedFlag;
}

export function announceAppReady(): void {
  if (hasAnnounced) return;
  hasAnnounced = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('app-ready');
  resolveAppReady();
  document.dispatchEvent(new Event('app:ready'));
  announceIfFullyHydrated();
}

/** HydrateAfterReady's parts that the document's hydration left as prerendered and that are still to hydrate. */
const keptAsPrerendered = new Set<string>();

/** A HydrateAfterReady part was kept as prerendered while the document hydrated (its id from useId). */
export function markKeptAsPrerendered(id: string): void {
  keptAsPrerendered.add(id);
}

/** A kept part has hydrated, or was removed before it did. */
export function markKeptContentHydrated(id: string): void {
  keptAsPrerendered.delete(id);
  announceIfFullyHydrated();
}

function announceIfFullyHydrated(): void {
  if (!hasAnnounced || keptAsPrerendered.size > 0) return;
  document.documentElement.dataset.fullyHydrated = 'true';
}

export function announceAppFailed(): void {
  document.dispatchEvent(new Event('app:failed'));
}

/**
 * Runs `task` once the app is ready and then the browser is idle (at the latest 2 s after ready): for code a visitor
 * is likely to need next and should not wait for, such as the booking form. Returns a function that cancels it.
 */
export function whenIdleAfterReady(task: () => void): () => void {
  let cancelIdle = () => {};
  const run = () => {
    preloadIdleModules();
    task();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (hasAnnounced) {
    schedule();
    return () => cancelIdle();
  }
  document.addEventListener('app:ready', schedule, { once: true });
  return () => {
    document.removeEventListener('app:ready', schedule);
    cancelIdle();
  };
}

let haveIdleModulesBeenRequested = false;

/**
 * Requests, all at once, every module the tasks run by `whenIdleAfterReady` will import on this page, and all that
 * those import (the loader's `data-idle-preload`, listed by scripts/build/prerender.ts): otherwise the browser finds a
 * part's imports only as each file arrives. The booking form's three levels took ~700 ms on a slow phone's network
 * (150 ms a round trip) after the app was ready, and a tap on Book in that time waited for them (issue 15).
 */
function preloadIdleModules(): void {
  if (haveIdleModulesBeenRequested) return;
  haveIdleModulesBeenRequested = true;
  const list = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.idlePreload;
  if (!list) return;
  const links = document.createDocumentFragment();
  for (const href of list.split(' ')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the loader's links: the same request as the `import()` that uses it.
    link.crossOrigin = '';
    link.href = href;
    links.appendChild(link);
  }
  document.head.appendChild(links);
}
