import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { navigateAfterPaint, noteFollowedLinks } from '../../../src/lib/navigate-after-paint';

beforeAll(noteFollowedLinks);

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A link whose click handler navigates through the router, as wouter's Link does. */
function routedLink(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  options?: { replace?: boolean },
) {
  const link = document.createElement('a');
  link.href = '/services/dental-implants';
  link.textContent = 'Dental Implants';
  link.addEventListener('click', (event) => {
    event.preventDefault();
    navigateAfterPaint(navigate, '/services/dental-implants', options);
  });
  document.body.append(link);
  return link;
}

describe('navigateAfterPaint', () => {
  it('a followed link shows it took the tap, and the page changes after the next frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const navigate = vi.fn();
    const link = routedLink(navigate);
    link.click();
    expect(navigate).not.toHaveBeenCalled();
    expect(link.hasAttribute('data-tap-pending')).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/services/dental-implants', undefined);
    expect(link.hasAttribute('data-tap-pending')).toBe(false);
  });

  it('navigates after 100 ms when no frame comes (a hidden tab), and only once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const navigate = vi.fn();
    routedLink(navigate).click();
    vi.advanceTimersByTime(99);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a replace, or a navigation no link asked for, happens at once', async () => {
    const navigate = vi.fn();
    const link = routedLink(navigate, { replace: true });
    link.click();
    expect(navigate).toHaveBeenCalledWith('/services/dental-implants', { replace: true });
    expect(link.hasAttribute('data-tap-pending')).toBe(false);
    // A later task: the click is over.
    await new Promise((resolve) => setTimeout(resolve));
    navigateAfterPaint(navigate, '/');
    expect(navigate).toHaveBeenLastCalledWith('/', undefined);
  });
});
