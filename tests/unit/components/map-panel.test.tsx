import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapPanel } from '../../../src/components/map-panel';
import { clinic } from '../../../src/content/clinic';

/** An IntersectionObserver that reports its target visible at once. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('MapPanel', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('asks the map origin for nothing until it nears the viewport, and shows the address meanwhile', () => {
    class DistantObserver extends VisibleObserver {
      override observe() {}
    }
    vi.stubGlobal('IntersectionObserver', DistantObserver);
    const fetchSpy = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetchSpy);
    render(<MapPanel />);
    expect(screen.queryByTestId('map-frame')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByTestId('map-placeholder')).toHaveTextContent(clinic.address.oneLine);
    expect(screen.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', clinic.map.directionsUrl);
  });

  it('shows the address, not a frame, while the map has not answered', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(<MapPanel />);
    expect(screen.queryByTestId('map-frame')).not.toBeInTheDocument();
    expect(screen.getByTestId('map-placeholder')).toHaveTextContent(clinic.address.oneLine);
  });

  it('shows a titled, lazy, 300px-high map frame once the map answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null))),
    );
    render(<MapPanel />);
    await act(async () => {});
    const frame = screen.getByTitle(`Map showing the location of ${clinic.name}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '300');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  describe('when the map cannot be reached', () => {
    it('hides the frame and shows the address with a directions link', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      render(<MapPanel />);
      expect(await screen.findByTestId('map-fallback')).toBeInTheDocument();
      expect(screen.queryByTitle(/Map showing/)).not.toBeInTheDocument();
      expect(screen.getByText(clinic.address.oneLine)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
        'href',
        clinic.map.directionsUrl,
      );
    });

    it('falls back when the map never answers', () => {
      vi.useFakeTimers();
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      render(<MapPanel />);
      act(() => vi.advanceTimersByTime(15_000));
      expect(screen.getByTestId('map-fallback')).toBeInTheDocument();
      vi.useRealTimers();
    });
  });

  /** A map that answers, and a panel that nears the viewport only when the test calls `reportNear`. */
  function nearingWhenTold() {
    const near = { report: () => {} };
    class LaterObserver extends VisibleObserver {
      override observe(target: Element) {
        near.report = () => super.observe(target);
      }
    }
    vi.stubGlobal('IntersectionObserver', LaterObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null))),
    );
    return () => near.report();
  }

  it('never swaps away the focused directions link, and shows the map once focus leaves', async () => {
    const reportNear = nearingWhenTold();
    render(
      <>
        <MapPanel />
        <button type="button">after</button>
      </>,
    );
    const directions = screen.getByRole('link', { name: /Get Directions/ });
    act(() => directions.focus());
    await act(async () => reportNear());
    expect(screen.queryByTitle(/Map showing/)).not.toBeInTheDocument();
    expect(directions).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(screen.getByTitle(/Map showing/)).toBeInTheDocument();
  });

  describe('when focus is on its way to the directions link as the panel nears (WebKit: focusout, then focus a task later)', () => {
    function renderBetweenTwoButtons() {
      const reportNear = nearingWhenTold();
      render(
        <>
          <button type="button">before</button>
          <MapPanel />
          <button type="button">after</button>
        </>,
      );
      const before = screen.getByRole('button', { name: 'before' });
      act(() => before.focus());
      const directions = screen.getByRole('link', { name: /Get Directions/ });
      // The first of WebKit's two steps: the control left says where focus goes.
      act(() => {
        before.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: directions }));
      });
      return { directions, reportNear };
    }

    it('keeps the link for the focus to land on', async () => {
      const { directions, reportNear } = renderBetweenTwoButtons();
      await act(async () => reportNear());
      expect(directions).toBeInTheDocument();
      act(() => directions.focus());
      expect(directions).toHaveFocus();
      expect(screen.queryByTitle(/Map showing/)).not.toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'after' }).focus());
      expect(screen.getByTitle(/Map showing/)).toBeInTheDocument();
    });

    it('lets go when focus lands elsewhere after all', async () => {
      const { reportNear } = renderBetweenTwoButtons();
      await act(async () => reportNear());
      act(() => screen.getByRole('button', { name: 'after' }).focus());
      expect(screen.getByTitle(/Map showing/)).toBeInTheDocument();
    });
  });

  it('keeps the frame when the map answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null))),
    );
    render(<MapPanel />);
    await act(async () => {});
    expect(screen.getByTitle(/Map showing/)).toBeInTheDocument();
    expect(screen.queryByTestId('map-fallback')).not.toBeInTheDocument();
  });
});
