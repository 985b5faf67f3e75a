import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isHistoryTraversal, restorePendingPlace, startKeepingPlaces } from '../../../src/lib/history-places';

/**
 * The bookkeeping of history-places.ts in jsdom, which has no layout: no element is at the top of the viewport, so a
 * place is its scroll offset. Where elements land is the end-to-end suites' (tests/e2e/back-and-forward.spec.ts and
 * the engine journeys). A window of its own (vite.config.ts, page scripts): the module listens to it for good.
 */
const storedPlaces = () =>
  new Map(JSON.parse(sessionStorage.getItem('pearlcrest:places') ?? '[]') as [string, { scrollY: number }][]);
const placeKey = () => (history.state as { placeKey?: string } | null)?.placeKey;

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeAll(() => {
  document.body.innerHTML = '<div id="root"><main id="main-content"><h1>Page</h1></main></div>';
  document.elementsFromPoint = () => [];
  Object.defineProperty(window, 'scrollY', { get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  history.scrollRestoration = 'auto';
  startKeepingPlaces();
});

/** A history change as the router makes one: wouter dispatches these events from its patched methods. */
function push(path: string) {
  history.pushState(null, '', path);
  dispatchEvent(new Event('pushState'));
}

describe('startKeepingPlaces', () => {
  it('takes scroll restoration from the browser while the app runs, and gives it back as the page is hidden', () => {
    expect(history.scrollRestoration).toBe('manual');
    dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(history.scrollRestoration).toBe('auto');
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(history.scrollRestoration).toBe('manual');
  });

  it('names each entry, and an entry replaced by the app (a filter, a redirect) keeps its name', () => {
    const landing = placeKey();
    expect(landing).toEqual(expect.any(String));
    history.replaceState(null, '', '/?filter=all');
    dispatchEvent(new Event('replaceState'));
    expect(placeKey()).toBe(landing);
    push('/services');
    expect(placeKey()).not.toBe(landing);
  });

  describe('when the visitor leaves a page scrolled down, then comes Back', () => {
    it('saves the place as the entry is left, in sessionStorage too, and restores it on Back', () => {
      push('/about');
      const about = placeKey()!;
      scrollY = 1234;
      push('/contact');
      expect(storedPlaces().get(about)).toMatchObject({ scrollY: 1234 });
      expect(isHistoryTraversal()).toBe(false);

      scrollY = 0;
      history.back();
      return new Promise<void>((resolve) => {
        addEventListener(
          'popstate',
          () => {
            expect(isHistoryTraversal()).toBe(true);
            // A new page: restored once it is rendered (app.tsx), once only.
            expect(restorePendingPlace()).toBe(true);
            expect(scrollY).toBe(1234);
            expect(restorePendingPlace()).toBe(false);
            resolve();
          },
          { once: true },
        );
      });
    });
  });
});
