import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startNavigation, type NavigationHistory } from '../../../src/navigation/navigation-history';

/**
 * The owner of navigation in jsdom, which has no layout: no element is at the top of the viewport, so a place is its
 * scroll offset. Where elements land is the end-to-end suites' (tests/e2e/back-and-forward.spec.ts and the engine
 * journeys). A window of its own (vite.config.ts, page scripts): the owner listens to it for good.
 */
const storedPlaces = () =>
  new Map(JSON.parse(sessionStorage.getItem('pearlcrest:places') ?? '[]') as [string, { scrollY: number }][]);
const placeKey = () => (history.state as { placeKey?: string } | null)?.placeKey;

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
let navigation: NavigationHistory;

beforeAll(() => {
  document.body.innerHTML =
    '<div id="root"><main id="main-content"><h1>Page</h1><a href="#team">Team</a><section id="team"></section></main></div>';
  document.elementsFromPoint = () => [];
  Element.prototype.scrollIntoView = () => {};
  Object.defineProperty(window, 'scrollY', { get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  history.scrollRestoration = 'auto';
  navigation = startNavigation();
});

/** Back, resolved once the owner has heard it. */
function back(): Promise<void> {
  return new Promise((resolve) => {
    addEventListener('popstate', () => resolve(), { once: true });
    history.back();
  });
}

describe('startNavigation', () => {
  it('takes scroll restoration from the browser while the app runs, and gives it back as the page is hidden', () => {
    expect(history.scrollRestoration).toBe('manual');
    dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(history.scrollRestoration).toBe('auto');
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(history.scrollRestoration).toBe('manual');
  });

  it('names the first page a load, left as the browser put it', () => {
    expect(navigation.current()).toMatchObject({ kind: 'load', path: '/', hash: '' });
  });

  it('names each entry, and an entry replaced by the app (a filter, a redirect) keeps its name', () => {
    const landing = placeKey();
    expect(landing).toEqual(expect.any(String));
    const shown = navigation.current();
    navigation.navigate('/?filter=all', { replace: true });
    expect(placeKey()).toBe(landing);
    expect(navigation.current(), 'the same page: no navigation to land').toBe(shown);
    navigation.navigate('/services');
    expect(placeKey()).not.toBe(landing);
  });

  it('tells its subscribers of each navigation, with the router location it gives wouter', () => {
    const heard = vi.fn();
    const stop = navigation.subscribe(heard);
    navigation.navigate('/contact');
    stop();
    navigation.navigate('/services');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('lands a link at the top of the page, focus on its heading once the page is there', () => {
    scrollY = 900;
    const link = document.querySelector('a')!;
    link.focus();
    navigation.navigate('/about');
    const followed = navigation.current();
    expect(followed).toMatchObject({ kind: 'link', path: '/about', hash: '' });

    // Its code on the way: the top only.
    navigation.land(followed, false);
    expect(scrollY).toBe(0);
    expect(document.activeElement).toBe(link);

    scrollY = 40;
    navigation.land(followed, true);
    expect(scrollY, 'scrolled to the top once').toBe(40);
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('names a link to a fragment of the page shown a fragment, and lands on it', () => {
    navigation.navigate('/about#team');
    const fragment = navigation.current();
    expect(fragment).toMatchObject({ kind: 'fragment', path: '/about', hash: '#team' });
    navigation.land(fragment, true);
    expect(document.activeElement).toBe(document.getElementById('team'));
  });

  it('saves the place as the entry is left, in sessionStorage too, and returns to it on Back, once', async () => {
    navigation.navigate('/gallery');
    const gallery = placeKey()!;
    scrollY = 1234;
    navigation.navigate('/contact');
    expect(storedPlaces().get(gallery)).toMatchObject({ scrollY: 1234 });

    scrollY = 0;
    await back();
    const traversal = navigation.current();
    expect(traversal).toMatchObject({ kind: 'traversal', path: '/gallery', place: { scrollY: 1234 } });
    expect(placeKey()).toBe(gallery);
    navigation.land(traversal, false);
    expect(scrollY, 'not before the page is there').toBe(0);
    navigation.land(traversal, true);
    expect(scrollY).toBe(1234);
    scrollY = 10;
    navigation.land(traversal, true);
    expect(scrollY, 'landed once').toBe(10);
  });
});
