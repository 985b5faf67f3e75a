import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisibleLinkPrefetch } from '../../../src/hooks/use-visible-link-prefetch';
import { announceAppReady } from '../../../src/readiness/app-ready';

/** An IntersectionObserver for jsdom, which has none: every link observed is on screen at once. */
class OnScreenAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
}

function Page({ prefetch }: { prefetch: (path: string) => void }) {
  useVisibleLinkPrefetch(prefetch, '/services');
  const [isRestShown, setIsRestShown] = useState(false);
  return (
    <main>
      <a href="/about">About</a>
      <a href="https://www.facebook.com/example">Facebook</a>
      {isRestShown ? (
        <section>
          <a href="/contact">Contact</a>
          <a href="/about">About again</a>
        </section>
      ) : (
        <button type="button" onClick={() => setIsRestShown(true)}>
          Show the rest
        </button>
      )}
    </main>
  );
}

describe('useVisibleLinkPrefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', OnScreenAtOnce);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('prefetches each on-screen link to this site once the app is ready and idle, including links rendered later', async () => {
    const prefetch = vi.fn();
    render(<Page prefetch={prefetch} />);
    expect(prefetch).not.toHaveBeenCalled();
    act(() => {
      announceAppReady();
      vi.runAllTimers();
    });
    expect(prefetch.mock.calls).toEqual([['/about']]);
    // What a page opened by a link renders below its first screen a frame later (navigation/page-navigation.tsx).
    // A MutationObserver reports them: its callback runs as a microtask after the change.
    await act(async () => screen.getByRole('button', { name: 'Show the rest' }).click());
    expect(prefetch.mock.calls).toEqual([['/about'], ['/contact']]);
  });

  describe.each([
    { connection: { saveData: true, effectiveType: '4g' }, isAhead: false },
    { connection: { effectiveType: 'slow-2g' }, isAhead: false },
    { connection: { effectiveType: '2g' }, isAhead: false },
    { connection: { effectiveType: '3g' }, isAhead: true },
    { connection: { effectiveType: '4g', saveData: false }, isAhead: true },
  ])('on a connection that reports $connection', ({ connection, isAhead }) => {
    beforeEach(() => {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    });
    afterEach(() => {
      delete (navigator as { connection?: unknown }).connection;
    });

    it(isAhead ? 'prefetches the links on screen' : 'prefetches nothing ahead of time', () => {
      const prefetch = vi.fn();
      render(<Page prefetch={prefetch} />);
      act(() => {
        announceAppReady();
        vi.runAllTimers();
      });
      expect(prefetch.mock.calls).toEqual(isAhead ? [['/about']] : []);
    });
  });
});
