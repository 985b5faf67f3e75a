import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets the module afresh: "has interacted" is one flag per document. */
async function renderProbe() {
  vi.resetModules();
  const { useFirstInteraction } = await import('../../../src/hooks/use-first-interaction');
  function Probe() {
    return <p>{useFirstInteraction() ? 'upgraded' : 'plain'}</p>;
  }
  render(<Probe />);
}

describe('useFirstInteraction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true after a pointer moves, once the next frame is painted and the browser idle', async () => {
    await renderProbe();
    expect(screen.getByText('plain')).toBeInTheDocument();
    fireEvent.pointerMove(window);
    act(() => vi.runAllTimers());
    expect(screen.getByText('upgraded')).toBeInTheDocument();
  });

  it('after a press, waits for its click: the upgrade never falls between the release and the click', async () => {
    await renderProbe();
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerUp(window);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('plain')).toBeInTheDocument();
    fireEvent.click(window);
    act(() => vi.runAllTimers());
    expect(screen.getByText('upgraded')).toBeInTheDocument();
  });

  it('after a press that turns into a scroll, upgrades all the same', async () => {
    await renderProbe();
    fireEvent.pointerDown(window);
    fireEvent.pointerCancel(window);
    act(() => vi.runAllTimers());
    expect(screen.getByText('upgraded')).toBeInTheDocument();
  });

  it('after a release with no click (a swipe across a carousel), upgrades 100 ms later', async () => {
    await renderProbe();
    fireEvent.pointerDown(window);
    fireEvent.pointerUp(window);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByText('plain')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runAllTimers());
    expect(screen.getByText('upgraded')).toBeInTheDocument();
  });
});
