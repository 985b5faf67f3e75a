import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpeningStatusLine from '../../../src/components/opening-status';
import { OpeningStatus } from '../../../src/components/opening-status-slot';
import { announceAppReady } from '../../../src/readiness/app-ready';

/** An IntersectionObserver for jsdom whose targets come near the viewport when a test says so. */
class ViewportOnCue {
  static instances: ViewportOnCue[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportOnCue.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  static scrollNear() {
    for (const observer of ViewportOnCue.instances)
      observer.callback(
        observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as never,
      );
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  ViewportOnCue.instances = [];
});

describe('the open-now line', () => {
  it('is absent from the prerendered HTML, so hydration never meets a moment it cannot know', () => {
    // Only the sizeless element that marks its place.
    expect(renderToString(<OpeningStatus />)).toBe('<div data-slot="opening-status-place"></div>');
  });

  it('is drawn once its code has loaded and its place nears the viewport, not before', async () => {
    vi.stubGlobal('IntersectionObserver', ViewportOnCue);
    const { container } = render(<OpeningStatus />);
    act(() => announceAppReady());
    // Its code loads while the browser is idle after the app is ready (at the latest 200 ms on, without
    // requestIdleCallback); the line still waits for its place.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(container.querySelector('[data-slot="opening-status"]')).toBeNull();
    act(() => ViewportOnCue.scrollNear());
    expect(await screen.findByText(/^(Open|Closed) now/)).toBeInTheDocument();
  });

  it('once running, says whether the clinic is open by its own clock, and moves on with the minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 9:59 PM in New York (UTC-5 in November): open until 10:00 PM, every day per the contact table.
    vi.setSystemTime(new Date('2026-11-26T02:59:00Z'));
    render(<OpeningStatusLine />);
    expect(await screen.findByText('Open now · closes at 10:00 PM')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByText('Closed now · opens tomorrow at 10:00 AM')).toBeInTheDocument();
  });
});
