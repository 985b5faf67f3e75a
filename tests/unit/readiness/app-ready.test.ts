import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps "announced once per document" state: each test loads a fresh copy.
async function freshAppReady() {
  vi.resetModules();
  return import('../../../src/readiness/app-ready');
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  vi.useRealTimers();
});

describe('app-ready', () => {
  it('announces once: the html marker, a performance mark and one app:ready event', async () => {
    const { announceAppReady } = await freshAppReady();
    const onReady = vi.fn();
    document.addEventListener('app:ready', onReady);
    announceAppReady();
    announceAppReady();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(performance.getEntriesByName('app-ready', 'mark').length).toBeGreaterThan(0);
    expect(onReady).toHaveBeenCalledTimes(1);
    document.removeEventListener('app:ready', onReady);
  });

  it('runs an idle task only after the app is ready, and not once cancelled', async () => {
    vi.useFakeTimers();
    const { announceAppReady, whenIdleAfterReady } = await freshAppReady();
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdleAfterReady(task);
    const cancel = whenIdleAfterReady(cancelled);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    cancel();
    announceAppReady();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('requests every module of the idle tasks at once, before the first of them runs, and only once', async () => {
    vi.useFakeTimers();
    const { announceAppReady, whenIdleAfterReady } = await freshAppReady();
    const loader = document.createElement('script');
    loader.dataset.entry = '/assets/index-a.js';
    loader.dataset.idlePreload = '/assets/booking-dialog-b.js /assets/dialog-c.js';
    document.head.appendChild(loader);
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const seenByTheTask: (string | null)[][] = [];
    whenIdleAfterReady(() => seenByTheTask.push(preloaded()));
    whenIdleAfterReady(() => seenByTheTask.push(preloaded()));
    announceAppReady();
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(5000);
    const all = ['/assets/booking-dialog-b.js', '/assets/dialog-c.js'];
    expect(seenByTheTask).toEqual([all, all]);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    loader.remove();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  });

  it('announceAppFailed tells the loader with an app:failed event', async () => {
    const { announceAppFailed } = await freshAppReady();
    const onFailed = vi.fn();
    document.addEventListener('app:failed', onFailed);
    announceAppFailed();
    expect(onFailed).toHaveBeenCalledTimes(1);
    document.removeEventListener('app:failed', onFailed);
  });
});
