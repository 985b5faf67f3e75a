import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps "announced once per document" state: each test loads a fresh copy.
async function freshAppReady() {
  vi.resetModules();
  return import('../../../src/lib/app-ready');
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

  it('announceAppFailed tells the loader with an app:failed event', async () => {
    const { announceAppFailed } = await freshAppReady();
    const onFailed = vi.fn();
    document.addEventListener('app:failed', onFailed);
    announceAppFailed();
    expect(onFailed).toHaveBeenCalledTimes(1);
    document.removeEventListener('app:failed', onFailed);
  });
});
