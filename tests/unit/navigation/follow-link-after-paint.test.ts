import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLinkAfterPaint } from '../../../src/navigation/follow-link-after-paint';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** Calls `followLinkAfterPaint` from a click handler on `target`, which keeps the browser's own navigation, as wouter's Link does. */
function clickNavigating(target: HTMLElement, navigate: (to: string, options?: object) => void) {
  target.addEventListener('click', (event) => {
    event.preventDefault();
    followLinkAfterPaint(navigate, '/services/dental-implants', { replace: false });
  });
  target.click();
}

describe('followLinkAfterPaint', () => {
  it('marks a clicked link as taken and navigates only after the next frame, then clears the mark', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const link = document.createElement('a');
    link.href = '/services/dental-implants';
    const label = document.createElement('span');
    link.append(label);
    document.body.append(link);
    const navigate = vi.fn(() => expect(link.hasAttribute('data-tap-pending')).toBe(false));

    // The tap lands on the link's text: the link is what was followed.
    clickNavigating(label, navigate);
    expect(link.hasAttribute('data-tap-pending')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/services/dental-implants', { replace: false });
    expect(link.hasAttribute('data-tap-pending')).toBe(false);
  });

  it('navigates at once when code navigates (no click), or a click on something other than a link does', () => {
    const navigate = vi.fn();
    followLinkAfterPaint(navigate, '/', { replace: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/', { replace: true });

    const filter = document.createElement('button');
    document.body.append(filter);
    const navigateFromFilter = vi.fn();
    clickNavigating(filter, navigateFromFilter);
    expect(navigateFromFilter).toHaveBeenCalledTimes(1);
    expect(filter.hasAttribute('data-tap-pending')).toBe(false);
  });
});
