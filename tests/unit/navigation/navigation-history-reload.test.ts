import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startNavigation } from '../../../src/navigation/navigation-history';

/**
 * A new document on an entry whose place the browser left to the app (still "manual": Firefox through a reload, any
 * engine on Back into an entry a link added): the place comes from sessionStorage, restored before hydration. A window
 * of its own (vite.config.ts, page scripts).
 */
let scrollY = 0;

beforeAll(() => {
  document.body.innerHTML = '<div id="root"><main id="main-content"><h1>Page</h1><a href="/x">X</a></main></div>';
  document.elementsFromPoint = () => [];
  Object.defineProperty(window, 'scrollY', { get: () => scrollY });
  window.scrollTo = ((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo;
  history.replaceState({ placeKey: 'left' }, '');
  sessionStorage.setItem('pearlcrest:places', JSON.stringify([['left', { scrollY: 777, focus: [0, 1] }]]));
  history.scrollRestoration = 'manual';
});

describe('a new document on an entry left to the app', () => {
  it('a reload: restored at start, focus left where a load puts it', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    const navigation = startNavigation();
    expect(navigation.current()).toMatchObject({ kind: 'reload', place: { scrollY: 777 } });
    expect(scrollY).toBe(777);
    expect(document.activeElement).toBe(document.body);
  });
});
